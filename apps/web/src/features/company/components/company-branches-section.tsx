import { Alert, Anchor, Badge, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { GROUP_PAGE_ERROR, useCnpjsGroup } from '@/features/company/api/get-cnpjs-group';
import type { CompanyLink, RelatedCompaniesProps } from '@/features/company/lib/company-format';
import { noEstimateReason } from '@/features/company/lib/estimate-display';
import { formatBrlShort } from '@/features/search/lib/search-format';
import { formatPlace } from '@/lib/address-format';
import { formatInteger } from '@/lib/format';

const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** What opening another establishment costs, on its link and over the table (the drawer's header shows it too). */
export const BRANCH_CONSULT_HINT =
  'Abrir outro estabelecimento é uma consulta: usa 1 crédito de consulta, sem custo se ele foi consultado nos últimos 30 dias.';

/** An establishment's employee or revenue figure; "—" with why (on hover) for one that is not active. */
function Figure({
  value,
  reason,
  format,
}: {
  value: number | null;
  reason: string | null;
  format: (n: number) => string;
}) {
  if (reason) return <span title={reason}>—</span>;
  return value === null ? '—' : format(value);
}

/**
 * The establishments of the same company (head office and branches), paged by the server; with `companyLink`
 * each other establishment's CNPJ opens it.
 */
export function CompanyBranchesSection({ cnpj, enabled, companyLink }: RelatedCompaniesProps) {
  const [page, setPage] = useState(1);
  const branches = useCnpjsGroup(cnpj, page, enabled);
  const top = useRef<HTMLDivElement>(null);
  // A new page is read from its first row: the drawer's tab area stayed scrolled down at the pager.
  const turnPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };
  if (branches.isPending) return <Skeleton h={200} />;
  if (branches.isError) return <Alert color="red">{GROUP_PAGE_ERROR}</Alert>;
  const { rows, total, pageSize } = branches.data;
  if (total === 0) return <Text c="dimmed">Nenhum outro estabelecimento encontrado.</Text>;
  const anyWithoutEstimate = rows.some(
    (row) =>
      noEstimateReason(row.situacao, row.qt_funcionarios) ||
      noEstimateReason(row.situacao, row.vl_faturamento),
  );
  return (
    <Stack gap="sm" data-testid="company-branches" ref={top}>
      <Text fz="sm" c="dimmed">
        {total === 1 ? '1 estabelecimento' : `${total.toLocaleString('pt-BR')} estabelecimentos`}
      </Text>
      {companyLink && total > 1 ? (
        <Text fz="xs" c="dimmed" data-testid="branch-consult-hint">
          {BRANCH_CONSULT_HINT}
        </Text>
      ) : null}
      <Table striped highlightOnHover verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>CNPJ</Table.Th>
            <Table.Th>Local</Table.Th>
            <Table.Th>Situação</Table.Th>
            {/* Each establishment's own estimates: what the company's totals add up. */}
            <Table.Th ta="right">Funcionários</Table.Th>
            <Table.Th ta="right">Faturamento</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.cnpj}>
              <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {/* "Matriz" under the CNPJ, not beside it: beside it, the badge (its label clipped, so of no
                    width to the table's layout) spilled over the city ("MATRIZ" on the "U" of "Uchoa/SP"). */}
                <Stack gap={2} align="flex-start">
                  <BranchCnpj
                    cnpj={row.cnpj}
                    current={normalizeDocument(row.cnpj) === normalizeDocument(cnpj)}
                    companyLink={companyLink}
                  />
                  {row.fl_matriz ? (
                    <Badge size="xs" variant="light" style={{ minWidth: 'max-content' }}>
                      Matriz
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{formatPlace(row.municipio, row.uf)}</Table.Td>
              <Table.Td>{row.situacao.label}</Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                <Figure
                  value={row.qt_funcionarios}
                  reason={noEstimateReason(row.situacao, row.qt_funcionarios)}
                  format={formatInteger}
                />
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                <Figure
                  value={row.vl_faturamento}
                  reason={noEstimateReason(row.situacao, row.vl_faturamento)}
                  format={formatBrlShort}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {anyWithoutEstimate ? (
        <Text fz="xs" c="dimmed">
          — sem estimativa de funcionários e faturamento: o estabelecimento não está ativo.
        </Text>
      ) : null}
      {total > pageSize ? (
        <Pagination size="sm" total={Math.ceil(total / pageSize)} value={page} onChange={turnPage} />
      ) : null}
    </Stack>
  );
}

function BranchCnpj({
  cnpj,
  current,
  companyLink,
}: {
  cnpj: string;
  current: boolean;
  companyLink?: CompanyLink;
}) {
  if (current) {
    return (
      <Text span fz="sm" fw={700} aria-current="true" title="Empresa aberta">
        {formatCnpj(cnpj)}
      </Text>
    );
  }
  if (!companyLink) return formatCnpj(cnpj);
  const link = companyLink(cnpj);
  return (
    <Anchor
      component={Link}
      to={link.to}
      state={link.state}
      fz="sm"
      aria-label={`Abrir ${formatCnpj(cnpj)} (usa 1 crédito de consulta)`}
      title={BRANCH_CONSULT_HINT}
    >
      {formatCnpj(cnpj)}
    </Anchor>
  );
}
