import type { CopyField } from '@prospecta/contracts/lists-companies-api';
import type { ComponentProps } from 'react';
import { type ContactKind, ContactLine } from '@/features/company/components/contact-line';
import { useCopyData } from '@/features/list-companies/api/copy-data';

const FIELDS: Record<ContactKind, CopyField> = { telefone: 'telefone', 'e-mail': 'email', site: 'site' };

/** A contact of a company in a list: each copy is counted by the server (copy_data), the count shown by the card. */
export function CopyContact(
  props: Omit<ComponentProps<typeof ContactLine>, 'recordCopy'> & { companyId: string },
) {
  const copyData = useCopyData();
  const { companyId, ...line } = props;
  return (
    <ContactLine
      {...line}
      recordCopy={async () => {
        await copyData.mutateAsync({ companyId, field: FIELDS[props.kind] });
      }}
    />
  );
}
