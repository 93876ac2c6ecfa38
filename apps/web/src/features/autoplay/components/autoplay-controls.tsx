import { Card, Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useAutoplayCreditsUsed } from '@/features/autoplay/api/get-autoplay-credits';
import { useListSearches } from '@/features/autoplay/api/get-list-searches';
import { useSetAutoplay } from '@/features/autoplay/api/set-autoplay';
import { isPayingAccount } from '@/features/autoplay/lib/paying';

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
  const searches = useListSearches(props.searchIds, paying);
  const credits = useAutoplayCreditsUsed(paying);
  const toggle = useSetAutoplay();
  if (!paying) return null;
  return (
    <Card p="md" data-testid="autoplay-controls">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl">
          <IconPlayerPlay size={16} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700} fz="sm">
            Autoplay
          </Text>
          <Text fz="xs" c="dimmed">
            Novas empresas da busca entram na lista automaticamente.
            {credits.data
              ? ` Créditos usados pelo autoplay: ${credits.data.credits_used.toLocaleString('pt-BR')}.`
              : ''}
          </Text>
        </Stack>
      </Group>
      {props.searchIds.length === 0 || (searches.data && searches.data.length === 0) ? (
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
            onChange={(e) =>
              toggle.mutate({
                historyId: entry.id,
                listId: props.listId,
                hasAutoplay: entry.autoplayId !== null,
                value: e.currentTarget.checked,
              })
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
