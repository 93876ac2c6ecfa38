import { Badge } from '@mantine/core';
import { specialSituationText } from '@/features/company/lib/company-format';

/** A special situação (judicial recovery, bankruptcy…) beside the cadastral one, which may still read ATIVA. */
export function SpecialSituation(props: {
  situacao: string | null | undefined;
  since: string | null | undefined;
}) {
  const text = specialSituationText(props.situacao ?? null, props.since ?? null);
  if (!text) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      size="sm"
      mt={4}
      data-testid="special-situation"
      style={{ textTransform: 'none' }}
    >
      {text}
    </Badge>
  );
}
