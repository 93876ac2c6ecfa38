import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InfoSet, ListsResponse } from '@prospecta/contracts/lists-api';
import { IconCloudOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateList } from '@/features/lists/api/create-list';
import { type ListsView, useLists } from '@/features/lists/api/get-lists';
import { useUpdateList } from '@/features/lists/api/update-list';
import { useListActions } from '@/features/lists/components/list-actions';
import { ListFormModal } from '@/features/lists/components/list-form-modal';
import { ListRow } from '@/features/lists/components/list-row';
import { ListsEmpty, ListsError, ListsSkeleton } from '@/features/lists/components/lists-states';
import { canManageList } from '@/features/lists/lib/list-permissions';
import { listRowHref } from '@/features/lists/lib/list-progress';
import { listsRootLabel, TEAM_LISTS_LABEL } from '@/features/lists/lib/lists-root-label';
import { showActionToast } from '@/lib/undo-toast';

export const LISTS_QUERY_DEBOUNCE_MS = 500;

/**
 * Which lists the root shows: the name searched, the view, the author ('' for everyone's) and the page (the
 * route keeps them in the address).
 */
export type ListsAddress = { query: string; view: ListsView; author: string; page: number };

export type ListsOverviewProps = {
  address: ListsAddress;
  /**
   * A new view or search starts at page 1: the caller is given `page: 1` with them. A page the screen corrects
   * by itself comes with `replace` (not a page the user turned, which the history keeps).
   */
  onAddressChange: (patch: Partial<ListsAddress>, change?: { replace?: boolean }) => void;
  author: InfoSet['author'] | null;
  listHref: (id: string) => string;
  /** Where "Buscar empresas" leads; null for a user who may not search. */
  searchHref: string | null;
};

/**
 * "Autor": whose lists the root shows, among everyone who wrote one the user sees in this view (the answer's
 * `authors`), for a user who sees others' lists; "Todos" first. One chosen but absent from this view keeps the
 * name it had.
 */
function AuthorSelect(props: {
  authors: ListsResponse['authors'];
  value: string;
  meId: string | undefined;
  onChange: (author: string) => void;
}) {
  const { authors, value, meId } = props;
  const names = useRef(new Map<string, string>());
  for (const a of authors) names.current.set(a.id, a.name);
  if (!value && !authors.some((a) => a.id !== meId)) return null;
  const choices =
    value && !authors.some((a) => a.id === value) ? [...authors, { id: value, name: '' }] : authors;
  return (
    <Select
      label="Autor"
      w={220}
      data={[
        { value: '', label: 'Todos' },
        ...choices.map((a) => {
          const name = a.name || names.current.get(a.id) || 'Autor escolhido';
          return { value: a.id, label: a.id === meId ? `${name} (você)` : name };
        }),
      ]}
      value={value}
      allowDeselect={false}
      onChange={(next) => props.onChange(next ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The lists root: query box, author and active/archived/deleted filters, the page of lists and every list action. */
export function ListsOverview(props: ListsOverviewProps) {
  const { address, onAddressChange, author, listHref, searchHref } = props;
  const { page, view, query } = address;
  const title = listsRootLabel(author?.role);
  const [text, setText] = useState(query);
  const [typed] = useDebouncedValue(text, LISTS_QUERY_DEBOUNCE_MS);
  // What was typed goes to the address once typing pauses; an address changed from outside (back, forward)
  // puts its search back in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes the address
  useEffect(() => {
    if (typed !== query) onAddressChange({ query: typed, page: 1 });
  }, [typed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address rewrites the box
  useEffect(() => {
    if (query !== typed) setText(query);
  }, [query]);
  const setPage = (next: number) => onAddressChange({ page: next });
  const lists = useLists({ page, query, view, author: address.author });
  const create = useCreateList(author);
  const update = useUpdateList();
  const { renameForm, ...actions } = useListActions({ listHref });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const now = new Date();
  const data = lists.data;
  // Stepping back from a page that the last action emptied (or a page the address names that is not there).
  useEffect(() => {
    if (data && data.info_sets.length === 0 && page > 1 && !lists.isFetching)
      onAddressChange({ page: Math.max(1, Math.min(page - 1, data.total_pages)) }, { replace: true });
  }, [data, page, lists.isFetching, onAddressChange]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            {title}
          </Title>
          <Text c="dimmed">
            {title === TEAM_LISTS_LABEL
              ? 'As listas de toda a equipe: as suas e as que cada um criou.'
              : 'Organize as empresas que você quer prospectar.'}
          </Text>
        </Stack>
        {/* Who may not search (a prospector) gets companies only in lists shared with them: a list of their
            own would stay empty. */}
        {searchHref === null ? null : (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Nova lista
          </Button>
        )}
      </Group>
      <Group justify="space-between" align="flex-end">
        <TextInput
          w={340}
          placeholder="Buscar lista pelo nome"
          aria-label="Buscar lista"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="sm" align="flex-end">
          <AuthorSelect
            authors={data?.authors ?? []}
            value={address.author}
            meId={author?.id}
            onChange={(next) => onAddressChange({ author: next, page: 1 })}
          />
          {lists.isPlaceholderData && !lists.isFetched ? (
            <Badge variant="light" color="gray" leftSection={<IconCloudOff size={12} />}>
              Dados salvos, atualizando…
            </Badge>
          ) : null}
          <SegmentedControl
            value={view}
            onChange={(v) => onAddressChange({ view: v as ListsView, page: 1 })}
            data={[
              { value: 'active', label: 'Ativas' },
              { value: 'archived', label: 'Arquivadas' },
              { value: 'deleted', label: 'Lixeira' },
            ]}
            aria-label="Quais listas mostrar"
          />
        </Group>
      </Group>
      {!data && lists.isError ? <ListsError onRetry={() => void lists.refetch()} /> : null}
      {!data && !lists.isError ? <ListsSkeleton /> : null}
      {data && data.total === 0 ? (
        <ListsEmpty
          searchHref={searchHref}
          filtered={query.trim() !== '' || view !== 'active' || address.author !== ''}
        />
      ) : null}
      {data && data.total > 0 ? (
        <Card p={0}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="lists-table">
            <Table.Thead>
              <Table.Tr>
                {/* Named for a screen reader: a column header with no name says nothing of its cells. */}
                <Table.Th>
                  <VisuallyHidden>Favorita</VisuallyHidden>
                </Table.Th>
                <Table.Th>Lista</Table.Th>
                <Table.Th ta="right">Empresas</Table.Th>
                <Table.Th>Autor e membros</Table.Th>
                <Table.Th>{view === 'deleted' ? 'Excluída' : 'Atualizada'}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.info_sets.map((list) => (
                <ListRow
                  key={list.id}
                  list={list}
                  // On the prospecting its bar counts (an owner or a manager: the author's, as "Prospecção de").
                  href={listRowHref(listHref(list.id), list, author?.id)}
                  deleted={view === 'deleted'}
                  now={now}
                  meId={author?.id}
                  canManage={canManageList(list, author)}
                  onStar={(l) =>
                    update.mutate({ id: l.id, patch: { star: l.star === 'true' ? 'false' : 'true' } })
                  }
                  {...actions}
                />
              ))}
            </Table.Tbody>
          </Table>
          {data.total_pages > 1 ? (
            <Group justify="center" p="md">
              <Pagination total={data.total_pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Card>
      ) : null}
      <ListFormModal
        opened={creating}
        title="Nova lista"
        submitLabel="Criar lista"
        withDescription
        onClose={() => setCreating(false)}
        onSubmit={async (v) => {
          const list = await create.mutateAsync({ name: v.name, description: v.description || undefined });
          // A new list is among the active ones, first after the starred: shown there, whichever view, search
          // or author was on, and one click away.
          onAddressChange({ query: '', view: 'active', author: '', page: 1 });
          showActionToast({
            id: `list-created-${list.id}`,
            title: 'Lista criada',
            message: `“${list.name}” está nas suas listas ativas.`,
            action: { label: 'Abrir lista', run: () => navigate(listHref(list.id)) },
          });
        }}
      />
      {renameForm}
    </Stack>
  );
}
