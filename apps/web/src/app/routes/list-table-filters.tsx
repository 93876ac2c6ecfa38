import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useListTableAddress, useSetStatusFilter } from '@/app/routes/list-table-address';
import { KANBAN_PAGES_PARAM } from '@/features/list-companies/lib/kanban-pages';
import { parseStatusFilter, STATUS_FILTER_OPTIONS } from '@/features/list-companies/lib/status-filter';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * The search box and the status select of a list's companies (the table and the list by decision makers):
 * both written to the address (`busca`, `status`; the search once typing pauses), each change back to page 1.
 * Narrow enough that the view's buttons beside them fit one line at 1 280 px.
 */
export function ListTableFilters({ statusSelect = true }: { statusSelect?: boolean }) {
  const [, setParams] = useSearchParams();
  const { query, filter } = useListTableAddress();
  const setStatus = useSetStatusFilter();
  const [text, setText] = useState(query);
  const [typed] = useDebouncedValue(text, 500);

  useEffect(() => {
    if (typed.trim() === query) return;
    setParams(
      (p) => {
        if (typed.trim()) p.set('busca', typed.trim());
        else p.delete('busca');
        // A new search starts the table and every kanban column at their first page.
        p.delete('pagina');
        p.delete(KANBAN_PAGES_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [typed, query, setParams]);

  return (
    <Group gap="sm">
      <TextInput
        w={250}
        placeholder="Buscar por nome ou CNPJ"
        aria-label="Buscar empresa na lista"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {statusSelect ? (
        <Select
          w={200}
          placeholder="Todos os status"
          aria-label="Filtrar por status"
          leftSection={<IconFilter size={16} />}
          data={STATUS_FILTER_OPTIONS}
          value={filter}
          onChange={(value) => setStatus(parseStatusFilter(value))}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Group>
  );
}
