import { Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type AdminReferral,
  REFERRAL_STATUS_LABELS,
  REFERRAL_STATUSES,
  type ReferralStatus,
  referralRewardSummary,
} from '@prospecta/contracts/referral-api';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PagedResults } from '@/components/ui/paged-results';
import { useAdminReferrals, useDecideReferral } from '@/features/referral/api/admin-referrals';
import { AdminReferralRow } from '@/features/referral/components/admin-referral-row';
import { DecideReferralModal } from '@/features/referral/components/decide-referral-modal';
import type { Decision } from '@/features/referral/lib/decision-text';
import {
  pageCount,
  type ReferralFilters,
  readReferralFilters,
  writeReferralFilters,
} from '@/features/referral/lib/referral-filters';
import { formatInteger } from '@/lib/format';
import { showToast } from '@/lib/notify';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const SEARCH_PAUSE_MS = 300;
const statusData = REFERRAL_STATUSES.map((s) => ({ value: s, label: REFERRAL_STATUS_LABELS[s] }));

/** The search box: what is typed applies after a pause or at once on Enter; it follows the address's changes. */
function useSearchText(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const last = useRef(applied);
  const send = (next: string) => {
    last.current = next.trim();
    apply(next.trim());
  };
  const debounced = useDebouncedCallback(send, SEARCH_PAUSE_MS);
  useEffect(() => {
    if (applied !== last.current) {
      last.current = applied;
      setText(applied);
    }
  }, [applied]);
  return { text, setText, debounced, send };
}

/**
 * "Indicações" (staff): the leads that came through customers' links, pending first, each with its data, who
 * referred it and their account; a pending one is answered "Virou cliente" (the account gets the reward, once)
 * or "Não fechou", after a confirmation. The text, the situation and the page live in the address.
 */
export function AdminReferralsPanel() {
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readReferralFilters, writeReferralFilters);
  const filters = readReferralFilters(params);
  const setFilters = (patch: Partial<ReferralFilters>) =>
    setParams(
      (current) => writeReferralFilters(current, { ...readReferralFilters(current), page: 1, ...patch }),
      { replace: true },
    );
  const list = useAdminReferrals(filters);
  const search = useSearchText(filters.q, (q) => setFilters({ q }));

  const decide = useDecideReferral();
  const [asking, setAsking] = useState<{ referral: AdminReferral; decision: Decision } | null>(null);
  const [decision, setDecision] = useState<Decision>('convert');
  // One request whatever the clicks: the ref holds before React re-renders the button as loading.
  const sending = useRef(false);
  const ask = (referral: AdminReferral, next: Decision) => {
    setDecision(next);
    setAsking({ referral, decision: next });
  };
  const confirm = async (note: string) => {
    if (!asking || sending.current) return;
    sending.current = true;
    const trimmed = note.trim();
    try {
      const answer = await decide.mutateAsync({
        id: asking.referral.id,
        decision: asking.decision,
        body: trimmed ? { note: trimmed } : {},
      });
      showToast({ color: 'green', message: answer.message });
      setAsking(null);
    } catch (error) {
      showToast({
        color: 'red',
        message: error instanceof Error ? error.message : 'Não foi possível salvar.',
      });
      // Answered meanwhile (another tab, a colleague): nothing left to decide here; the list is read again.
      setAsking(null);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        Pessoas que se cadastraram pelo link de indicação de um cliente. Quando uma delas fechar, marque
        “Virou cliente”: a conta de quem indicou ganha {referralRewardSummary()}, uma vez. Quem indicou vê a
        situação de cada indicação no painel dele.
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label="Buscar"
          placeholder="Nome, e-mail ou empresa"
          description="Da indicação ou de quem indicou"
          w={300}
          maxLength={200}
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(event) => {
            search.setText(event.currentTarget.value);
            search.debounced(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search.debounced.cancel();
            search.send(search.text);
          }}
        />
        <Select
          label="Situação"
          placeholder="Todas"
          clearable
          w={200}
          data={statusData}
          value={filters.status}
          onChange={(value) => setFilters({ status: (value as ReferralStatus | null) ?? null })}
        />
      </Group>
      <DecideReferralModal
        referral={asking?.referral ?? null}
        decision={decision}
        pending={decide.isPending}
        onClose={() => {
          if (!sending.current) setAsking(null);
        }}
        onConfirm={(note) => void confirm(note)}
      />
      <PagedResults
        query={list}
        paging={(d) => ({ total: d.total, pages: pageCount(d.total, d.page_size) })}
        page={filters.page}
        onPage={(page) => setFilters({ page })}
        what="as indicações"
        errorTitle="Não foi possível carregar as indicações"
        emptyText={
          filters.q || filters.status
            ? 'Nenhuma indicação com esses filtros.'
            : 'Nenhuma indicação ainda: elas aparecem aqui quando alguém se cadastra pelo link de um cliente.'
        }
        rows={(d) => d.referrals.length}
        pastEndText="Esta página não tem indicações."
        emptyTestId="admin-referrals-empty"
      >
        {(data) => (
          <Stack gap="xs">
            <Text fz="sm" c="dimmed" data-testid="admin-referrals-total">
              {data.total === 1 ? '1 indicação' : `${formatInteger(data.total)} indicações`}
              {filters.q || filters.status ? ' com esses filtros' : ''}
            </Text>
            <Table.ScrollContainer minWidth={1000}>
              <Table verticalSpacing="sm" fz="sm" aria-label="Indicações" data-testid="admin-referrals">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Indicação</Table.Th>
                    <Table.Th>Contato</Table.Th>
                    <Table.Th>Quem indicou</Table.Th>
                    <Table.Th>Situação</Table.Th>
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.referrals.map((referral) => (
                    <AdminReferralRow
                      key={referral.id}
                      referral={referral}
                      busy={decide.isPending && decide.variables?.id === referral.id}
                      onDecide={(next) => ask(referral, next)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
