import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatInteger } from '@/lib/format';

/**
 * A warning under a phone or e-mail that other establishments carry too (the registry counts them):
 * an accountant's number or address on hundreds of companies reaches the accountant, not the company.
 * Shown from two others on; one other is usually the company's own second establishment or a partner's.
 */
export function SharedContactNotice(props: {
  kind: 'telefone' | 'e-mail';
  others: number;
  several?: boolean;
}) {
  if (props.others < 2) return null;
  const subject = props.several ? `Um destes ${props.kind}s` : `Este ${props.kind}`;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={16} />}
      p="xs"
      data-testid="shared-contact-notice"
    >
      {subject} também aparece em {formatInteger(props.others)} outras empresas (possivelmente um escritório
      de contabilidade).
    </Alert>
  );
}
