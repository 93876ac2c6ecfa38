import { Badge, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { selectedValues, withCheckbox } from '@prospecta/contracts/filter-state';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

/**
 * "Somente empresas ativas" adds ATIVA to the situações chosen here (spec §5): with it on, ATIVA is drawn
 * checked and fixed, and the description says why choosing BAIXADA widens the search instead of narrowing it.
 */
function activeIncluded({ filter, state, locked }: FilterFieldProps): string | null {
  if (filter.queryField !== 'ds_situacao_cnpj') return null;
  if (locked.ids.includes('ativas')) {
    return 'Seu perfil sempre inclui as empresas ativas; as situações marcadas aqui entram junto com elas.';
  }
  return state.exclusive.ativas
    ? 'Com "Somente empresas ativas" ligada, as ativas entram junto com as situações marcadas; desligue-a em Opções exclusivas para ver só as outras.'
    : null;
}

/** Several options; the counter shows how many are selected. Many options (states) go in columns. */
export function CheckboxFilter(props: FilterFieldProps) {
  const { filter, state, update } = props;
  const selected = selectedValues(state, filter.id);
  const forcedNote = activeIncluded(props);
  const forced = forcedNote ? 'ATIVA' : null;
  const all = filter.options ?? [];
  // A long list of codes that name themselves (the 27 states' abbreviations) goes in three columns,
  // alphabetically, their names on hover; one of codes that do not (the 21 CNAE sections: "G") gets a
  // line per option with code and name.
  const long = all.length > 12;
  const codesOnly = long && all.every((o) => o.value.length >= 2);
  const columns = codesOnly ? 3 : !long && all.length > 4 ? 2 : 1;
  const options = codesOnly ? [...all].sort((a, b) => a.value.localeCompare(b.value)) : all;
  const labelOf = (o: { value: string; label: string }) =>
    codesOnly ? o.value : long ? `${o.value} · ${o.label}` : o.label;
  return (
    <Checkbox.Group
      value={forced && !selected.includes(forced) ? [...selected, forced] : selected}
      onChange={(values) =>
        update((s) =>
          withCheckbox(
            s,
            filter.id,
            values.filter((v) => v !== forced || selected.includes(v)),
          ),
        )
      }
      label={
        <Group gap={6}>
          <Text fz="sm" fw={600} component="span">
            {filter.title}
          </Text>
          {selected.length > 0 ? (
            <Badge size="xs" circle data-testid={`counter-${filter.id}`}>
              {selected.length}
            </Badge>
          ) : null}
        </Group>
      }
      description={forcedNote ?? filter.description}
    >
      <SimpleGrid cols={columns} spacing={6} verticalSpacing={6} mt={6}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={labelOf(option)}
            title={option.label}
            size="xs"
            disabled={option.value === forced}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
