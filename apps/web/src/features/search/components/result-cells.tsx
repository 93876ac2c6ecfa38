import { Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import {
  IconBuildingSkyscraper,
  IconDeviceMobile,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ContactKind, contactPresence } from '@/features/search/lib/result-contacts';
import { employeeSliderLabel, formatBrlShort } from '@/features/search/lib/search-format';

const CONTACT_ICONS: Record<ContactKind, ReactNode> = {
  fixo: <IconPhone size={16} aria-hidden />,
  celular: <IconDeviceMobile size={16} aria-hidden />,
  email: <IconMail size={16} aria-hidden />,
  site: <IconWorld size={16} aria-hidden />,
};

/**
 * Phone, mobile, e-mail and site, coloured when the company has it, grey when not: each icon is an image named
 * "Tem e-mail" / "Sem e-mail" (read out, and shown on hover by its title).
 */
export function Contacts({ row }: { row: SearchResultRow }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="result-contacts">
      {contactPresence(row).map((c) => (
        <span
          key={c.kind}
          role="img"
          aria-label={c.label}
          title={c.label}
          style={{
            color: c.present ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-gray-4)',
            display: 'flex',
          }}
        >
          {CONTACT_ICONS[c.kind]}
        </span>
      ))}
    </Group>
  );
}

/** Employees and revenue of the whole company ("Por empresa"), as the filters count them. */
export type CompanyFigures = { employees: boolean; revenue: boolean };

/** A figure of the row, or its company's (head office and branches) when asked; `company`: marked as such. */
function figure(own: number | null, company: number | null, byCompany: boolean) {
  const value = byCompany ? company : own;
  return { value, company: byCompany && company !== own };
}

const COMPANY_NOTE = 'Da empresa: a matriz e as filiais ativas juntas';

/** A small building after a figure that is the whole company's, its meaning in the tooltip and to readers. */
function CompanyMark() {
  return (
    // Reached with Tab too: its tooltip shows on focus, not only under a mouse.
    <Tooltip label={COMPANY_NOTE} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Box component="span" ml={4} style={{ verticalAlign: 'middle' }} tabIndex={0}>
        <IconBuildingSkyscraper size={12} aria-hidden />
        <VisuallyHidden>{` (${COMPANY_NOTE.toLowerCase()})`}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/** Employees and revenue of a row: its own, or its company's as the filters' "Por empresa" counts them. */
export function Figures({ row, byCompany }: { row: SearchResultRow; byCompany: CompanyFigures }) {
  const employees = figure(row.qt_funcionarios, row.qt_funcionarios_empresa, byCompany.employees);
  const revenue = figure(row.vl_faturamento, row.vl_faturamento_empresa, byCompany.revenue);
  return (
    <>
      <Text fz="sm" data-testid="result-employees">
        {employees.value === null ? '—' : employeeSliderLabel(employees.value)} func.
        {employees.company ? <CompanyMark /> : null}
      </Text>
      <Text fz="xs" c="dimmed" data-testid="result-revenue">
        {revenue.value === null ? '—' : formatBrlShort(revenue.value)}/ano
        {revenue.company ? <CompanyMark /> : null}
      </Text>
    </>
  );
}
