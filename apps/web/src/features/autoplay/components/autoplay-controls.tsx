import { Button, Card, Group, Modal, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useAutoplayCreditsUsed } from '@/features/autoplay/api/get-autoplay-credits';
import { useListSearches } from '@/features/autoplay/api/get-list-searches';
import { useSetAutoplay } from '@/features/autoplay/api/set-autoplay';
import { isPayingAccount } from '@/features/autoplay/lib/paying';
import { useCredits } from '@/features/credits/api/get-credits';

/** Why no search can be switched on: the list's search is not in the user's history, or the user cannot search. */
function noSearchHint(canSearch: boolean): string {
  return canSearch
    ? 'Salve no histórico a busca que originou esta lista para ativar o autoplay.'
    : 'O autoplay parte de uma busca salva no histórico; quem faz as buscas da conta pode ativá-lo.';
}

/**
 * Autoplay of the saved searches behind a list: new matching companies keep arriving (export credits
 * spent). Paying accounts only; hidden for free ones (spec §6).
 */
export function AutoplayControls(props: {
  listId: string;
  searchIds: string[];
  accountType: string | null;
  canSearch: boolean;
}) {
  const paying = isPayingAccount(props.accountType);
  // Who may not search may not read the saved searches either (403): nothing is asked, the hint says who can.
  const searches = useListSearches(props.searchIds, paying && props.canSearch);
  const credits = useAutoplayCreditsUsed(paying);
  const toggle = useSetAutoplay();
  // Turning one on spends export credits at once (its first run adds the search's companies new to the
  // account): asked first, with what it costs. Turning one off is free and immediate.
  const [asking, setAsking] = useState<HistoryEntry | null>(null);
  const exportsLeft = useCredits().data?.export.remaining;
  const set = (entry: HistoryEntry, value: boolean) =>
    toggle.mutate({
      historyId: entry.id,
      listId: props.listId,
      hasAutoplay: entry.autoplayId !== null,
      value,
    });
  if (!paying) return null;
  return (
    <Card p="md" data-testid="autoplay-controls">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl">
          <IconPlayerPlay size={16} />
        </ThemeIcon>
        {/* The credits are the signed-in user's own, also while another user's activity is shown above. */}
        <Stack gap={0}>
          <Text fw={700} fz="sm">
            Autoplay
          </Text>
          <Text fz="xs" c="dimmed">
            Novas empresas da busca entram na lista automaticamente.
            {credits.data
              ? ` Créditos que você usou com o autoplay (em todas as suas listas): ${credits.data.credits_used.toLocaleString('pt-BR')}.`
              : ''}
          </Text>
        </Stack>
      </Group>
      {!props.canSearch || props.searchIds.length === 0 || (searches.data && searches.data.length === 0) ? (
        <Text fz="sm" c="dimmed">
          {noSearchHint(props.canSearch)}
        </Text>
      ) : null}
      <Stack gap={6}>
        {searches.data?.map((entry) => (
          <Switch
            key={entry.id}
            label={entry.name}
            checked={
              toggle.isPending && toggle.variables?.historyId === entry.id
                ? toggle.variables.value
                : entry.autoplay
            }
            onChange={(e) => (e.currentTarget.checked ? setAsking(entry) : set(entry, false))}
          />
        ))}
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title="Ativar o autoplay?"
        centered
        data-testid="autoplay-confirm"
      >
        {asking ? (
          <Stack gap="sm">
            <Text fz="sm">
              As empresas de “{asking.name}” ({asking.totalResults.toLocaleString('pt-BR')} quando a busca foi
              salva) que a conta ainda não exportou entram na lista agora, e as novas entram a cada dia.
            </Text>
            <Text fz="sm">
              Cada empresa nova para a conta gasta 1 crédito de exportação
              {exportsLeft === undefined
                ? ''
                : ` (restam ${exportsLeft.toLocaleString('pt-BR')}; o autoplay para quando acabarem)`}
              .
            </Text>
            {/* What "now" may cost, said plainly: a search larger than the credits takes every one left. */}
            {exportsLeft !== undefined && exportsLeft > 0 ? (
              <Text fz="sm" fw={600} data-testid="autoplay-cost-now">
                {asking.totalResults >= exportsLeft
                  ? `Agora: até ${exportsLeft.toLocaleString('pt-BR')} créditos de exportação, todos os que restam à conta (de toda a equipe).`
                  : `Agora: até ${asking.totalResults.toLocaleString('pt-BR')} créditos de exportação, dos ${exportsLeft.toLocaleString('pt-BR')} que restam à conta.`}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancelar
              </Button>
              <Button
                onClick={() => {
                  set(asking, true);
                  setAsking(null);
                }}
              >
                Ativar autoplay
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
