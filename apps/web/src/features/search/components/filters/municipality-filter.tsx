import { Group, MultiSelect, Pill, Select, Stack, Text } from '@mantine/core';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { useEffect, useMemo, useState } from 'react';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { usePickCloses } from '@/features/search/components/filters/use-pick-closes';
import { useMunicipalities } from '@/features/search/lib/lookup-data';
import { municipalityLabel, namePickedCodes, searchMunicipalities } from '@/features/search/lib/lookups';

const UF_OPTIONS = SEARCH_CODE_LISTS.ufs
  .filter((u) => u.value !== 'EX')
  .map((u) => ({ value: u.value, label: u.label }));

/**
 * Municipalities by name, optionally within one state; picked ones keep their label in the state. They are
 * shown under the boxes, whole ("Curitiba/PR"): inside the box beside the state's select, a pill had room for
 * "C." only.
 */
export function MunicipalityFilter({ filter, state, update }: FilterFieldProps) {
  const picked = state.municipalities;
  // The table is asked for when the pointer or the focus reaches the filter (or picked codes need names).
  const [wanted, setWanted] = useState(false);
  const list = useMunicipalities(wanted || picked.length > 0);
  const want = () => setWanted(true);
  const loading = list.data === undefined;
  const [uf, setUf] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const closeOnPick = usePickCloses();
  const { data, offSearch } = useMemo(() => {
    const found = searchMunicipalities(list.data ?? [], search, uf ? [uf] : []);
    const options = found.map((m) => ({ value: String(m.code), label: municipalityLabel(m) }));
    const pickedOptions = picked
      .filter((p) => !found.some((m) => m.code === p.value))
      .map((p) => ({ value: String(p.value), label: p.label }));
    return { data: [...pickedOptions, ...options], offSearch: new Set(pickedOptions.map((o) => o.value)) };
  }, [list.data, search, uf, picked]);
  // Cities read back from a saved search's codes get their names once the table is in.
  useEffect(() => {
    const byCode = new Map((list.data ?? []).map((m) => [m.code, municipalityLabel(m)]));
    if (byCode.size === 0) return;
    const named = namePickedCodes(picked, (code) => byCode.get(code));
    if (named) update((s) => ({ ...s, municipalities: named }));
  }, [list.data, picked, update]);
  return (
    <Stack gap={4} onPointerEnter={want} onFocusCapture={want}>
      <Text fz="sm" fw={600}>
        {filter.title}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          size="xs"
          w={90}
          style={{ flexShrink: 0 }}
          placeholder="UF"
          aria-label="Estado do município"
          data={UF_OPTIONS.map((o) => o.value)}
          value={uf}
          onChange={setUf}
          clearable
          searchable
        />
        <MultiSelect
          size="xs"
          style={{ flex: 1 }}
          miw={0}
          styles={{ inputField: { minWidth: 0 } }}
          aria-label={filter.title}
          placeholder={list.isFetching && loading ? 'Carregando municípios…' : 'Digite o nome da cidade'}
          data={data}
          searchable
          {...closeOnPick}
          searchValue={search}
          onSearchChange={setSearch}
          // Enter takes the first match of what is typed ("6201", "sao paulo"), as ↓ then Enter did; nothing
          // is highlighted in an empty box, so Enter there picks nothing. Once the table is in, too: typed before
          // it came, Enter found nothing highlighted and picked nothing.
          selectFirstOptionOnChange={!loading && search.trim() !== ''}
          // The picked ones the search does not find stay in `data` for their labels only: listed first in the
          // dropdown, ↓ and Enter took one of them off instead of adding the city or activity typed.
          filter={({ options }) => options.filter((o) => !('value' in o && offSearch.has(o.value)))}
          value={picked.map((p) => String(p.value))}
          onChange={(values) =>
            update((s) => ({
              ...s,
              municipalities: values.map((v) => ({
                value: Number(v),
                label: data.find((o) => o.value === v)?.label ?? v,
              })),
            }))
          }
          nothingFoundMessage={loading ? 'Carregando municípios…' : 'Nenhum município encontrado'}
          clearable
          renderPill={() => null}
        />
      </Group>
      {picked.length > 0 ? (
        <Pill.Group gap={4} data-testid="municipality-pills">
          {picked.map((p) => (
            <Pill
              key={p.value}
              size="sm"
              title={p.label}
              withRemoveButton
              // Mantine's remove buttons are for the pointer only (Backspace in the box takes the last one):
              // out here each is a button of its own, named for its city.
              removeButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': `Remover ${p.label}` }}
              onRemove={() =>
                update((s) => ({ ...s, municipalities: s.municipalities.filter((m) => m.value !== p.value) }))
              }
            >
              {p.label}
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
    </Stack>
  );
}
