import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { HISTORY_PAGE_SIZE } from '@prospecta/contracts/history-api';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import {
  IconDots,
  IconHistory,
  IconPencil,
  IconPlayerPlay,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDefaultSearch } from '@/features/history/api/get-default-search';
import { useHistory } from '@/features/history/api/get-history';
import { useUpdateDefaultSearch } from '@/features/history/api/update-default-search';
import { DeleteHistoryModal } from '@/features/history/components/delete-history-modal';
import { RenameHistoryModal } from '@/features/history/components/rename-history-modal';
import { useHistoryStatus } from '@/features/history/hooks/use-history-status';
import { defaultEntryId, deletingDropsDefault } from '@/features/history/lib/default-entry';
import { filtersSummary } from '@/features/history/lib/filters-summary';
import { readSavedFilters } from '@/features/history/lib/history-status';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { formatDateTime, formatInteger } from '@/lib/format';

/**
 * The keyboard's focus back on a row's "Mais ações" once a dialog opened from its menu closes: the menu item
 * that opened it is gone, so the dialog gave the focus to the page (keyboard users started over from the top).
 */
const focusActionsOf = (id: string) => focusWhenShown(`[data-history-actions="${CSS.escape(id)}"]`);

/** The saved searches: re-run (the name or "Repetir busca"), rename, delete, and choose the default search. */
export function HistoryList({
  searchHref,
  context,
}: {
  searchHref: (searchId: string, url: string) => string;
  /** Who runs the searches again: their summaries describe them as they run for this user. */
  context: QueryContext;
}) {
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const defaultSearch = useDefaultSearch();
  const setDefault = useUpdateDefaultSearch();
  const [renaming, setRenaming] = useState<HistoryEntry | null>(null);
  const [deleting, setDeleting] = useState<HistoryEntry | null>(null);
  // Set by a deletion that went through, so closing its dialog does not look for the row just removed.
  const deleted = useRef(false);
  const [status, setStatus] = useHistoryStatus();
  const defaultId = defaultSearch.data?.active ? defaultSearch.data.id : null;

  if (history.isPending) return <Skeleton h={320} radius="lg" />;
  if (history.isError) return <Text c="red.9">Não foi possível carregar o histórico.</Text>;
  const { history: entries, total } = history.data;
  const badged = defaultEntryId(entries, defaultId);
  if (total === 0) {
    return (
      <Card p={48}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={72} radius="xl" variant="light">
            <IconHistory size={36} stroke={1.4} />
          </ThemeIcon>
          {/* The page's title is the H1: this is the next level. */}
          <Title order={2} fz={20}>
            Nenhuma busca salva ainda
          </Title>
          <Text c="dimmed">
            Na tela de busca, use “Salvar busca” para guardar os filtros e repeti-los depois.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card p={0}>
      {status === 'deleted' ? (
        <Text fz="sm" c="teal.9" p="sm" pb={0}>
          Busca removida do histórico.
        </Text>
      ) : null}
      <Table highlightOnHover verticalSpacing="sm" data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th ta="right">Empresas</Table.Th>
            <Table.Th>Salva em</Table.Th>
            <Table.Th w={220}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const isDefault = entry.id === badged;
            const href = searchHref(entry.searchId, readSavedFilters(entry.selected_filters)?.url ?? '');
            return (
              <Table.Tr key={entry.id} data-testid="history-row">
                <Table.Td>
                  <Group gap="xs">
                    {/* The name opens the search too, as "Repetir busca" does (a link: Tab and Enter reach it). */}
                    <Anchor component={Link} to={href} fw={600} fz="sm" data-testid="history-name">
                      {entry.name}
                    </Anchor>
                    {isDefault ? (
                      <Badge size="sm" color="yellow" variant="light" leftSection={<IconStar size={12} />}>
                        Busca padrão
                      </Badge>
                    ) : null}
                  </Group>
                  {/* Two lines now that it names values ("Localização (2): PR, SC"); the whole on hover. */}
                  <ClampedSummary
                    text={filtersSummary(readSavedFilters(entry.selected_filters)?.url ?? '', context)}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatInteger(entry.totalResults)}</Table.Td>
                <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={href}
                      leftSection={<IconPlayerPlay size={14} />}
                      // Every row has one: the name says which search (the visible words come first).
                      aria-label={`Repetir busca ${entry.name}`}
                    >
                      Repetir busca
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Mais ações de ${entry.name}`}
                          data-history-actions={entry.id}
                        >
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(entry)}>
                          Renomear
                        </Menu.Item>
                        {entry.searchId === defaultId ? (
                          <Menu.Item
                            leftSection={<IconStarOff size={14} />}
                            onClick={() => setDefault.mutate({ use_default_search: false })}
                          >
                            Desativar busca padrão
                          </Menu.Item>
                        ) : (
                          <Menu.Item
                            leftSection={<IconStar size={14} />}
                            onClick={() =>
                              setDefault.mutate({ default_search: entry.searchId, use_default_search: true })
                            }
                          >
                            Definir como busca padrão
                          </Menu.Item>
                        )}
                        <Menu.Divider />
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => setDeleting(entry)}
                        >
                          Excluir
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {total > HISTORY_PAGE_SIZE ? (
        <Group p="md">
          <Pagination total={Math.ceil(total / HISTORY_PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <RenameHistoryModal
        entry={renaming}
        onClose={() => {
          if (renaming) focusActionsOf(renaming.id);
          setRenaming(null);
        }}
      />
      <DeleteHistoryModal
        entry={deleting}
        isDefault={deleting !== null && deletingDropsDefault(entries, deleting, defaultId)}
        onClose={() => {
          if (deleting && !deleted.current) focusActionsOf(deleting.id);
          deleted.current = false;
          setDeleting(null);
        }}
        onDeleted={() => {
          deleted.current = true;
          // Its row is gone: the keyboard goes on from the row after it (or before it, the last one's).
          const at = entries.findIndex((e) => e.id === deleting?.id);
          const next = entries[at + 1] ?? entries[at - 1];
          if (next) focusActionsOf(next.id);
          setStatus('deleted');
        }}
      />
    </Card>
  );
}

function ClampedSummary({ text }: { text: string }) {
  return (
    <Text fz="xs" c="dimmed" lineClamp={2} title={text}>
      {text}
    </Text>
  );
}
