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
  IconLink,
  IconPencil,
  IconPlayerPlay,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDefaultSearch } from '@/features/history/api/get-default-search';
import { useHistory } from '@/features/history/api/get-history';
import { useUpdateDefaultSearch } from '@/features/history/api/update-default-search';
import { CopyLinkModal, type SharedLink } from '@/features/history/components/copy-link-modal';
import { DeleteHistoryModal } from '@/features/history/components/delete-history-modal';
import { RenameHistoryModal } from '@/features/history/components/rename-history-modal';
import { useCodeNames } from '@/features/history/hooks/use-code-names';
import { useHistoryStatus } from '@/features/history/hooks/use-history-status';
import { defaultEntryId, deletingDropsDefault } from '@/features/history/lib/default-entry';
import { filtersSummary, type SearchSummary } from '@/features/history/lib/filters-summary';
import { linkCopiedToast, readSavedFilters } from '@/features/history/lib/history-status';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { formatDateTime, formatInteger } from '@/lib/format';
import { showToast } from '@/lib/notify';

/**
 * The keyboard's focus back on a row's "Mais ações" once a dialog opened from its menu closes: the menu item
 * that opened it is gone, so the dialog gave the focus to the page (keyboard users started over from the top).
 */
const focusActionsOf = (id: string) => focusWhenShown(`[data-history-actions="${CSS.escape(id)}"]`);

/**
 * The saved searches: re-run (the name or "Repetir busca"), rename, copy the link, delete, and choose the default
 * search.
 */
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
  // A link the browser would not copy: shown in a field to copy by hand.
  const [sharing, setSharing] = useState<SharedLink | null>(null);
  // Set by a deletion that went through, so closing its dialog does not look for the row just removed.
  const deleted = useRef(false);
  const [status, setStatus] = useHistoryStatus();
  const defaultId = defaultSearch.data?.active ? defaultSearch.data.id : null;
  const urls = useMemo(
    () => (history.data?.history ?? []).map((e) => readSavedFilters(e.selected_filters)?.url ?? ''),
    [history.data],
  );
  const names = useCodeNames(urls);
  const copyLink = (entry: HistoryEntry, link: string) => {
    const refused = () => setSharing({ entryId: entry.id, name: entry.name, link });
    // No clipboard outside a secure context (an address by IP over http): the field instead.
    if (!navigator.clipboard?.writeText) return refused();
    navigator.clipboard.writeText(link).then(() => showToast(linkCopiedToast(entry.name)), refused);
  };

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
            const url = readSavedFilters(entry.selected_filters)?.url ?? '';
            const href = searchHref(entry.searchId, url);
            return (
              <Table.Tr key={entry.id} data-testid="history-row">
                <Table.Td>
                  <Group gap="xs">
                    {/* The name opens the search too, as "Repetir busca" does (a link: Tab and Enter reach it).
                        A name of one long word wraps anywhere: unbroken, it widened the table past the card and
                        pushed every row's actions out of reach. */}
                    <Anchor
                      component={Link}
                      to={href}
                      fw={600}
                      fz="sm"
                      miw={0}
                      style={{ overflowWrap: 'anywhere' }}
                      data-testid="history-name"
                    >
                      {entry.name}
                    </Anchor>
                    {isDefault ? (
                      <Badge size="sm" color="yellow" variant="light" leftSection={<IconStar size={12} />}>
                        Busca padrão
                      </Badge>
                    ) : null}
                  </Group>
                  <SummaryLine name={entry.name} summary={filtersSummary(url, context, names)} />
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
                        {/* The address the search screen shows for it: a colleague of the account opens it too. */}
                        <Menu.Item
                          leftSection={<IconLink size={14} />}
                          onClick={() => copyLink(entry, new URL(href, window.location.origin).toString())}
                        >
                          Copiar link
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
      <CopyLinkModal
        shared={sharing}
        onClose={() => {
          if (sharing) focusActionsOf(sharing.entryId);
          setSharing(null);
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

/**
 * The search's filters under its name: two lines, the whole on hover (title) and behind "Ver todos os filtros"
 * when the short line leaves values out or is cut.
 */
function SummaryLine({ name, summary }: { name: string; summary: SearchSummary }) {
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  const line = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the text changes (names loaded)
  useLayoutEffect(() => {
    const element = line.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, summary.text]);
  return (
    <>
      <Text
        ref={line}
        fz="xs"
        c="dimmed"
        lineClamp={expanded ? undefined : 2}
        title={summary.full}
        style={{ overflowWrap: 'anywhere' }}
        data-testid="history-summary"
      >
        {expanded ? summary.full : summary.text}
      </Text>
      {expanded || clamped || summary.full !== summary.text ? (
        <Anchor
          component="button"
          type="button"
          fz="xs"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          // One a row: the visible words first, then whose filters.
          aria-label={`${expanded ? 'Ver menos' : 'Ver todos os filtros'} de ${name}`}
        >
          {expanded ? 'Ver menos' : 'Ver todos os filtros'}
        </Anchor>
      ) : null}
    </>
  );
}
