import { Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { AT_RISK_DAYS, effectivenessPeriodError } from '@prospecta/contracts/admin-reports-api';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { breakableAddress } from '@/components/ui/breakable-address';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useEffectivenessReport } from '@/features/admin/api/get-effectiveness-report';
import { ClampedText } from '@/features/admin/components/clamped-text';
import { PeriodInputs } from '@/features/admin/components/period-inputs';
import {
  EFFECTIVENESS_COLUMNS,
  EFFECTIVENESS_PRESETS,
  effectivenessCsv,
  effectivenessCsvName,
  ownerLabel,
  type Period,
  PRESET_LABELS,
  presetOf,
  presetPeriod,
  readPeriod,
  writePeriod,
} from '@/features/admin/lib/effectiveness';
import { usersOfCsHref } from '@/features/admin/lib/users-filters';
import { formatDate } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { useSearchParams } from '@/lib/use-search-params';

/** "Eficácia do CS": each CS owner's portfolio in a period (kept in the address), the totals, and its CSV. */
export function EffectivenessPanel() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const period = readPeriod(params, now);
  const setPeriod = (next: Period) => setParams((current) => writePeriod(current, next), { replace: true });
  const invalid =
    !period.from || !period.to ? 'Informe as duas datas' : effectivenessPeriodError(period.from, period.to);
  const report = useEffectivenessReport(period, invalid === null);
  const pressed = presetOf(period, now);
  const data = report.data;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Group gap={6} role="group" aria-label="Períodos prontos">
          {EFFECTIVENESS_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant={pressed === preset ? 'filled' : 'default'}
              aria-pressed={pressed === preset}
              onClick={() => setPeriod(presetPeriod(preset, new Date()))}
            >
              {PRESET_LABELS[preset]}
            </Button>
          ))}
        </Group>
        <PeriodInputs
          from={period.from}
          to={period.to}
          onChange={(patch) => setPeriod({ ...period, ...patch })}
          error={invalid}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!data || invalid !== null}
          onClick={() =>
            data &&
            saveBlob(
              new Blob([effectivenessCsv(data)], { type: 'text/csv;charset=utf-8' }),
              effectivenessCsvName(data),
            )
          }
        >
          Baixar CSV
        </Button>
      </Group>
      {report.isError && invalid === null ? (
        <RetryAlert
          title="Não foi possível carregar o relatório"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : null}
      {!data && !report.isError && invalid === null ? (
        <Stack gap="xs" role="status" aria-label="Carregando o relatório">
          <Skeleton h={32} />
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : null}
      {data && invalid === null && data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="effectiveness-empty">
          Nenhuma conta de cliente e nenhum membro de CS ainda.
        </Text>
      ) : null}
      {data && invalid === null && data.rows.length > 0 ? (
        <>
          <Text fz="sm" c="dimmed">
            De {formatDate(data.from)} a {formatDate(data.to)}. Com atividade: um usuário do cliente entrou ou
            abriu uma página no período. Em risco: nenhuma atividade nos {AT_RISK_DAYS} dias até{' '}
            {formatDate(data.at_risk_until)}. Onboardings pedidos no período, pela situação de hoje.
          </Text>
          {/* Wider than a laptop's panel: the keyboard scrolls it too (a focusable, named region). */}
          <Table.ScrollContainer
            minWidth={1100}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Tabela de eficácia do CS (role para o lado para ver todas as colunas)"
          >
            <Table
              verticalSpacing="xs"
              fz="sm"
              striped
              aria-label="Eficácia do CS por responsável"
              data-testid="effectiveness-table"
              style={{ opacity: report.isFetching ? 0.6 : 1 }}
              aria-busy={report.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Responsável</Table.Th>
                  {EFFECTIVENESS_COLUMNS.map((column) => (
                    <Table.Th key={column.key} ta="right">
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.cs?.id ?? 'sem-responsavel'} data-testid="effectiveness-row">
                    <Table.Th scope="row" fw={row.cs ? 600 : 400}>
                      <ClampedText fw="inherit" fs={row.cs ? undefined : 'italic'}>
                        {ownerLabel(row)}
                      </ClampedText>
                      {row.cs ? (
                        <Text fz="xs" c="dimmed" fw={400}>
                          {breakableAddress(row.cs.email)}
                        </Text>
                      ) : null}
                      <Anchor
                        component={Link}
                        to={usersOfCsHref(row.cs?.id ?? null)}
                        fz="xs"
                        fw={400}
                        aria-label={row.cs ? `Ver contas de ${row.cs.name}` : 'Ver contas sem responsável'}
                      >
                        Ver contas
                      </Anchor>
                    </Table.Th>
                    {EFFECTIVENESS_COLUMNS.map((column) => (
                      <Table.Td key={column.key} ta="right">
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="effectiveness-totals">
                  <Table.Th scope="row">Total</Table.Th>
                  {EFFECTIVENESS_COLUMNS.map((column) => (
                    <Table.Th key={column.key} ta="right">
                      {column.cell(data.totals)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
    </Stack>
  );
}
