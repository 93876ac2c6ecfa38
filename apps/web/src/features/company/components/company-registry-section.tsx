import { Badge, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCnaeCode, PORTE_REVENUE_CEILINGS } from '@prospecta/contracts/search-codes';
import type { CompanyRegistry } from '@prospecta/contracts/search-company';
import { FieldLabel, LabeledValue } from '@/features/company/components/labeled-value';
import { SpecialSituation } from '@/features/company/components/special-situation';
import { complaintFacts, regimeStatus } from '@/features/company/lib/company-format';
import { noCompanyEstimateReason, noEstimateReason } from '@/features/company/lib/estimate-display';
import { formatAddress } from '@/lib/address-format';
import { formatCurrency, formatDate, formatInteger } from '@/lib/format';

/** Where a company's figures come from: its head office and active branches together (closed ones are not counted). */
const companyTotalNote = (branches: number) =>
  `Soma da matriz e ${branches === 1 ? 'da filial ativa' : `das ${formatInteger(branches)} filiais ativas`}`;

/**
 * The company's revenue: the sum of its establishments', or, when those are estimates beyond what its porte
 * may bill by law (an ME's, an EPP's), that ceiling (packages/registry/README.md, "Estimates").
 */
function companyRevenueNote(company: CompanyRegistry): string {
  const ceiling = PORTE_REVENUE_CEILINGS[company.porte.code];
  if (ceiling === undefined || company.vl_faturamento_empresa !== ceiling)
    return companyTotalNote(company.qt_filiais);
  const parts =
    company.qt_filiais === 1
      ? 'a matriz e a filial ativa'
      : `a matriz e as ${formatInteger(company.qt_filiais)} filiais ativas`;
  return `Limitado ao teto legal do porte (${formatCurrency(ceiling)}): ${parts} somariam mais`;
}

/** Why a figure is "—" (an establishment that is not active has no estimate), under it. */
function NoEstimate({ reason }: { reason: string | null }) {
  return reason ? (
    <Text fz="xs" c="dimmed" data-testid="no-estimate-reason">
      {reason}
    </Text>
  ) : null;
}

/**
 * The registry record of an establishment: the drawer's first tab, and a list's company page. `searchedCnaes`:
 * the secondary CNAEs the search filtered by (the search's drawer), marked "buscado" among the company's.
 */
export function CompanyRegistrySection({
  company,
  searchedCnaes = [],
}: {
  company: CompanyRegistry;
  searchedCnaes?: readonly number[];
}) {
  // A closed establishment's estimates are 0: "—" and why, not "0" and "R$ 0,00" marked as estimates.
  const noEmployees = noEstimateReason(company.situacao, company.qt_funcionarios);
  const noRevenue = noEstimateReason(company.situacao, company.vl_faturamento);
  const noCompanyEmployees = noCompanyEstimateReason(company.situacao, company.qt_funcionarios_empresa);
  const noCompanyRevenue = noCompanyEstimateReason(company.situacao, company.vl_faturamento_empresa);
  const complaints = complaintFacts(company.reclamacoes);
  const situacaoDetail = [
    company.dt_situacao ? `desde ${formatDate(company.dt_situacao)}` : null,
    company.motivo_situacao.code ? company.motivo_situacao.label : null,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <LabeledValue label="Situação cadastral" testId="company-situacao">
          {company.situacao.label}
          {situacaoDetail.length > 0 ? (
            <Text fz="xs" c="dimmed">
              {situacaoDetail.join(' · ')}
            </Text>
          ) : null}
          <SpecialSituation situacao={company.situacao_especial} since={company.dt_situacao_especial} />
        </LabeledValue>
        <LabeledValue label="Abertura">{formatDate(company.dt_abertura)}</LabeledValue>
        <LabeledValue label="Natureza jurídica">{company.natureza_juridica.label}</LabeledValue>
        <LabeledValue label="Porte">{company.porte.label}</LabeledValue>
        <LabeledValue label="Capital social">
          {company.capital_social === null ? '—' : formatCurrency(company.capital_social)}
        </LabeledValue>
        <LabeledValue label="Tipo">{company.fl_matriz ? 'Matriz' : 'Filial'}</LabeledValue>
        <LabeledValue label="Simples Nacional">
          {regimeStatus(
            company.fl_simples,
            company.dt_opcao_simples,
            company.dt_exclusao_simples,
            formatDate,
          )}
        </LabeledValue>
        <LabeledValue label="MEI">
          {regimeStatus(company.fl_mei, company.dt_opcao_mei, company.dt_exclusao_mei, formatDate)}
        </LabeledValue>
        <LabeledValue
          label="Funcionários"
          estimate={company.fl_funcionarios_estimado && !noEmployees}
          testId="company-employees"
        >
          {company.qt_funcionarios === null || noEmployees ? '—' : formatInteger(company.qt_funcionarios)}
          <NoEstimate reason={noEmployees} />
        </LabeledValue>
        <LabeledValue
          label="Faturamento anual"
          estimate={company.fl_faturamento_estimado && !noRevenue}
          testId="company-revenue"
        >
          {company.vl_faturamento === null || noRevenue ? '—' : formatCurrency(company.vl_faturamento)}
          <NoEstimate reason={noRevenue} />
        </LabeledValue>
        {company.qt_filiais > 0 ? (
          <>
            <LabeledValue
              label="Funcionários da empresa"
              estimate={company.fl_funcionarios_estimado && !noCompanyEmployees}
              testId="company-employees-total"
            >
              {company.qt_funcionarios_empresa === null || noCompanyEmployees
                ? '—'
                : formatInteger(company.qt_funcionarios_empresa)}
              {noCompanyEmployees ? (
                <NoEstimate reason={noCompanyEmployees} />
              ) : (
                <Text fz="xs" c="dimmed">
                  {companyTotalNote(company.qt_filiais)}
                </Text>
              )}
            </LabeledValue>
            <LabeledValue
              label="Faturamento anual da empresa"
              estimate={company.fl_faturamento_estimado && !noCompanyRevenue}
              testId="company-revenue-total"
            >
              {company.vl_faturamento_empresa === null || noCompanyRevenue
                ? '—'
                : formatCurrency(company.vl_faturamento_empresa)}
              <NoEstimate reason={noCompanyRevenue} />
              {company.vl_faturamento_empresa === null || noCompanyRevenue ? null : (
                <Text fz="xs" c="dimmed">
                  {companyRevenueNote(company)}
                </Text>
              )}
            </LabeledValue>
          </>
        ) : null}
      </SimpleGrid>
      <LabeledValue label="Endereço" testId="company-address">
        {formatAddress(company.endereco)}
      </LabeledValue>
      <Divider />
      <Stack gap="xs">
        <FieldLabel>Atividade econômica</FieldLabel>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="filled" radius="sm" style={{ flexShrink: 0 }}>
            {formatCnaeCode(company.cnae_principal.code)}
          </Badge>
          <Text fz="sm" fw={600}>
            {company.cnae_principal.label}{' '}
            <Text span fz="xs" c="dimmed" fw={400}>
              (principal)
            </Text>
          </Text>
        </Group>
        {company.cnaes_secundarias.map((cnae) => {
          // The activity the search found the company by: bold, with a badge read with it ("buscado").
          const searched = cnae.code !== null && searchedCnaes.includes(cnae.code);
          return (
            <Group
              key={cnae.code ?? cnae.label}
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              data-testid={searched ? 'company-cnae-searched' : undefined}
            >
              <Badge variant="light" radius="sm" color="gray" style={{ flexShrink: 0 }}>
                {formatCnaeCode(cnae.code)}
              </Badge>
              <Text fz="sm" fw={searched ? 700 : undefined}>
                {cnae.label}
              </Text>
              {searched ? (
                <Badge
                  size="sm"
                  variant="light"
                  color="brand"
                  title="CNAE secundário filtrado na busca"
                  style={{ flexShrink: 0 }}
                >
                  buscado
                </Badge>
              ) : null}
            </Group>
          );
        })}
      </Stack>
      {complaints.length > 0 ? (
        <>
          <Divider />
          <Stack gap="xs" data-testid="company-complaints">
            <FieldLabel>Reclamações</FieldLabel>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {complaints.map((f) => (
                <LabeledValue key={f.label} label={f.label}>
                  {f.value}
                </LabeledValue>
              ))}
            </SimpleGrid>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
