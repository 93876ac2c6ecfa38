import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReferralRegistersResponse } from '@prospecta/contracts/referral-api';
import { useEffect } from 'react';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PagedResults } from '@/components/ui/paged-results';
import { useReferralRegisters } from '@/features/referral/api/get-referral-registers';
import { ReferralStatusBadge } from '@/features/referral/components/referral-status-badge';
import { pageCount } from '@/features/referral/lib/referral-filters';
import { formatDate, formatInteger } from '@/lib/format';
import { readPage, writeParams } from '@/lib/url-params';
import { useSearchParams } from '@/lib/use-search-params';
import { useSectionFromHash } from '@/lib/use-section-from-hash';

function Totals({ data }: { data: ReferralRegistersResponse }) {
  const figures = [
    { label: data.total === 1 ? 'indicação' : 'indicações', value: data.total },
    { label: data.converted_count === 1 ? 'virou cliente' : 'viraram clientes', value: data.converted_count },
    { label: 'créditos ganhos', value: data.credits_earned },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="referral-totals">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md">
          <Text fz={26} fw={700} lh={1.1}>
            {formatInteger(figure.value)}
          </Text>
          <Text fz="sm" c="dimmed">
            {figure.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The section's anchor: the bell's "Ver indicações" opens the panel on it. */
export const REGISTERS_ANCHOR = 'indicacoes';

/**
 * "Suas indicações": the totals over every register and the registers, newest first; the page in the address.
 * Opened with `#indicacoes` (from the bell or the e-mail), its heading takes the focus and is scrolled to once
 * the list is there. A page past the last one (an old address, fewer registers since) goes to the last one.
 */
export function ReferralRegisters() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  // A page turned is a new history entry: Back goes to the page before.
  const setPage = (next: number) => setParams((current) => writeParams(current, { page: next }));
  const registers = useReferralRegisters(page);
  const data = registers.isError ? undefined : registers.data;
  const heading = useSectionFromHash<HTMLHeadingElement>(REGISTERS_ANCHOR, data !== undefined);
  const lastPage = data ? pageCount(data.total, data.page_size) : null;
  useEffect(() => {
    if (lastPage !== null && data?.registers.length === 0 && data.total > 0 && page > lastPage)
      setParams((current) => writeParams(current, { page: lastPage }), { replace: true });
  }, [data, lastPage, page, setParams]);

  return (
    <Stack gap="md" id={REGISTERS_ANCHOR}>
      <Title order={2} fz="lg" ref={heading} tabIndex={-1}>
        Suas indicações
      </Title>
      {data ? <Totals data={data} /> : null}
      <PagedResults
        query={registers}
        paging={(d) => ({ total: d.total, pages: pageCount(d.total, d.page_size) })}
        page={page}
        onPage={setPage}
        what="suas indicações"
        errorTitle="Não foi possível carregar suas indicações"
        emptyText="Ninguém se cadastrou pelo seu link ainda. Compartilhe com quem vende como você."
        emptyTestId="referral-registers-empty"
      >
        {(d) =>
          d.registers.length === 0 ? null : (
            <Table.ScrollContainer minWidth={640}>
              <Table
                verticalSpacing="sm"
                fz="sm"
                aria-label="Suas indicações"
                data-testid="referral-registers"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Indicação</Table.Th>
                    <Table.Th>Cadastro em</Table.Th>
                    <Table.Th>Situação</Table.Th>
                    <Table.Th>Créditos</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.registers.map((register) => (
                    <Table.Tr key={register.id} data-testid="referral-register-row">
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {register.name}
                        </Text>
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {register.company_name} · {breakableAddress(register.email_masked)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(register.created_at)}</Table.Td>
                      <Table.Td>
                        <ReferralStatusBadge status={register.status} />
                        {register.decided_at ? (
                          <Text fz="xs" c="dimmed">
                            em {formatDate(register.decided_at)}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{register.credits > 0 ? formatInteger(register.credits) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </PagedResults>
    </Stack>
  );
}
