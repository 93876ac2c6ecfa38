import { MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { usePickCloses } from '@/features/search/components/filters/use-pick-closes';
import { useCnaes } from '@/features/search/lib/lookup-data';
import { cnaeLabel, namePickedCodes, searchCnaes } from '@/features/search/lib/lookups';

/** CNAE search by code or words; whether it looks at the main or secondary CNAE is the radio above. */
export function CnaeFilter({ filter, state, update }: FilterFieldProps) {
  const picked = state.cnaes;
  // The table is asked for when the pointer or the focus reaches the filter (or picked codes need names).
  const [wanted, setWanted] = useState(false);
  const cnaes = useCnaes(wanted || picked.length > 0);
  const want = () => setWanted(true);
  const loading = cnaes.data === undefined;
  const [search, setSearch] = useState('');
  const closeOnPick = usePickCloses();
  const { data, offSearch } = useMemo(() => {
    const found = searchCnaes(cnaes.data ?? [], search).map((c) => ({
      value: String(c.code),
      label: cnaeLabel(c),
    }));
    const kept = picked
      .filter((p) => !found.some((o) => o.value === String(p.value)))
      .map((p) => ({ value: String(p.value), label: p.label }));
    return { data: [...kept, ...found], offSearch: new Set(kept.map((o) => o.value)) };
  }, [cnaes.data, search, picked]);
  // CNAEs read back from a saved search's codes get their names once the table is in.
  useEffect(() => {
    const byCode = new Map((cnaes.data ?? []).map((c) => [c.code, cnaeLabel(c)]));
    if (byCode.size === 0) return;
    const named = namePickedCodes(picked, (code) => byCode.get(code));
    if (named) update((s) => ({ ...s, cnaes: named }));
  }, [cnaes.data, picked, update]);
  return (
    <Stack gap={4} onPointerEnter={want} onFocusCapture={want}>
      <Text fz="sm" fw={600}>
        {filter.title}
      </Text>
      <MultiSelect
        size="xs"
        aria-label="CNAE"
        placeholder={
          cnaes.isFetching && loading ? 'Carregando CNAEs…' : 'Código ou atividade (ex.: 4721, padaria)'
        }
        data={data}
        searchable
        {...closeOnPick}
        searchValue={search}
        onSearchChange={setSearch}
        // Enter takes the first match of what is typed ("6201", "sao paulo"), as ↓ then Enter did; nothing
        // is highlighted in an empty box, so Enter there picks nothing. Once the table is in, too: typed before
        // it came, Enter found nothing highlighted and picked nothing.
        selectFirstOptionOnChange={!loading && search.trim() !== ''}
        // The picked ones the search does not find stay in `data` for their pills only: listed first in the
        // dropdown, ↓ and Enter took one of them off instead of adding the city or activity typed.
        filter={({ options }) => options.filter((o) => !('value' in o && offSearch.has(o.value)))}
        value={picked.map((p) => String(p.value))}
        onChange={(values) =>
          update((s) => ({
            ...s,
            cnaes: values.map((v) => ({
              value: Number(v),
              label: data.find((o) => o.value === v)?.label ?? v,
            })),
          }))
        }
        nothingFoundMessage={loading ? 'Carregando CNAEs…' : 'Nenhum CNAE encontrado'}
        maxDropdownHeight={280}
        clearable
      />
    </Stack>
  );
}
