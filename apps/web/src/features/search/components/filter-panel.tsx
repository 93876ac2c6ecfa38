import {
  Accordion,
  Badge,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { FILTER_CATALOGUE, searchCatalogue } from '@prospecta/contracts/filter-catalogue';
import type { FilterState } from '@prospecta/contracts/filter-state';
import { cnpjOfTerm } from '@prospecta/contracts/query-rules-values';
import { MAX_LIST_VALUES } from '@prospecta/contracts/search-values';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type ClipboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CnpjInvalidList, CnpjListBadges } from '@/features/search/components/filters/cnpj-list-parts';
import { FilterField } from '@/features/search/components/filters/filter-field';
import type { FilterFieldProps, UpdateFilters } from '@/features/search/components/filters/filter-props';
import {
  type CnpjListCheck,
  termCnpjList,
  termListText,
  tooManyCnpjsText,
  validCnpjs,
  withCnpjs,
} from '@/features/search/lib/cnpj-entries';
import type { PanelCounts } from '@/features/search/lib/filter-count';
import { appliedWords } from '@/features/search/lib/search-format';
import { termWordsNote } from '@/features/search/lib/term-words';

export type FilterPanelProps = {
  state: FilterState;
  /** The counters: what the search applies of `state` (`panelCounts` of the filters as searched). */
  counts: PanelCounts;
  update: UpdateFilters;
  locked: FilterFieldProps['locked'];
  /** Enter in the name box or a text filter: run the search now instead of after the recount debounce. */
  onApplyNow: () => void;
  /** "Limpar filtros" (with a way to take it back). */
  onClear: () => void;
};

const OPEN_BY_DEFAULT = ['localizacao', 'atividade', 'opcoes_exclusivas'];

/**
 * The grouped filters of the catalogue, the catalogue search box, the search term and "Limpar filtros". Drawn
 * again only when its props change: a page turned or an answer come in leaves the filters as they were, and
 * drawing its two hundred controls again was most of a page change's time (≈ 180 of 200 ms).
 */
export const FilterPanel = memo(
  FilterPanelView,
  // The filters are compared by value: the address turned to another page gives an equal state anew.
  (before, after) =>
    before.update === after.update &&
    before.locked === after.locked &&
    before.onApplyNow === after.onApplyNow &&
    before.onClear === after.onClear &&
    JSON.stringify(before.state) === JSON.stringify(after.state) &&
    JSON.stringify(before.counts) === JSON.stringify(after.counts),
);

/**
 * Several CNPJs typed or pasted into the name box, taken to the CNPJ list filter: the list as checked, the CNPJs
 * it searches (`included`, the filter's list as it was left) or, past what a query takes, none (`tooMany`).
 */
type TermList = { list: CnpjListCheck; included: string; tooMany: number | null };

/** What became of CNPJs pasted into the name box: how many are searched as a list, and the entries left out. */
function TermListNote({ taken }: { taken: TermList | null }) {
  // A live region present before it speaks (one inserted with its text is not always read); empty, it takes no
  // room under the box.
  return (
    <div role="status" data-testid="term-cnpj-list">
      {taken ? (
        <Stack gap={4} mt={6}>
          <Text fz="xs" c={taken.tooMany !== null ? 'red.9' : undefined}>
            {taken.tooMany !== null
              ? tooManyCnpjsText(taken.tooMany)
              : termListText(validCnpjs(taken.list.checks).length)}
          </Text>
          <CnpjListBadges list={taken.list} />
          <CnpjInvalidList list={taken.list} />
        </Stack>
      ) : null}
    </div>
  );
}

function FilterPanelView({ state, counts, update, locked, onApplyNow, onClear }: FilterPanelProps) {
  const [catalogueText, setCatalogueText] = useState('');
  const [opened, setOpened] = useState<string[]>(OPEN_BY_DEFAULT);
  const groups = useMemo(() => searchCatalogue(FILTER_CATALOGUE, catalogueText), [catalogueText]);
  const { groups: counters, total } = counts;
  // Enter in a text filter runs the search now, as in the name box. One function for the panel's life: the
  // filters are drawn again only when what they read changes, so they get no new one.
  const applyNowRef = useRef(onApplyNow);
  applyNowRef.current = onApplyNow;
  const applyNow = useCallback(() => applyNowRef.current(), []);
  const searching = catalogueText.trim() !== '';
  // A CNPJ typed with wrong check digits is not searched (nor as a name): said under the box.
  const termCnpj = cnpjOfTerm(state.term);
  const termError = termCnpj && 'issue' in termCnpj ? 'CNPJ inválido: confira os dígitos' : undefined;
  // The words the search leaves out ("ltda", "de"), said under the box instead of searched silently without them.
  const termNote = termWordsNote(state.term);
  // Several CNPJs in the name box (pasted, or typed and then Enter or leaving the box) are a CNPJ list search:
  // they go to "Buscar somente estes CNPJs" (added to what it holds, as one CNPJ typed in the box is) and the
  // box is emptied; one CNPJ stays the box's own. Said under the box while the list is as they left it.
  const [taken, setTaken] = useState<TermList | null>(null);
  const takeList = (text: string): boolean => {
    const list = termCnpjList(text);
    if (!list) return false;
    const cnpjInclude = withCnpjs(state.cnpjInclude, validCnpjs(list.checks));
    if (cnpjInclude.length > MAX_LIST_VALUES) {
      setTaken({ list, included: state.cnpjInclude.join(','), tooMany: cnpjInclude.length });
      return true;
    }
    update((s) => ({ ...s, term: '', cnpjInclude: withCnpjs(s.cnpjInclude, validCnpjs(list.checks)) }));
    setTaken({ list, included: cnpjInclude.join(','), tooMany: null });
    return true;
  };
  const takenShown =
    taken && taken.included === state.cnpjInclude.join(',') && (taken.tooMany !== null || state.term === '')
      ? taken
      : null;
  // Enter with a list in the box runs its search at once, once the list is the filters' (the next render).
  const applyAfterTaking = useRef(false);
  useEffect(() => {
    if (!applyAfterTaking.current) return;
    applyAfterTaking.current = false;
    onApplyNow();
  });
  const onTermPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    // The text as pasted: a one-line box drops its line breaks (and cuts it at its length).
    const input = e.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = e.clipboardData.getData('text');
    if (takeList(`${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`)) e.preventDefault();
  };
  return (
    <Stack gap="sm" h="100%" data-testid="filter-panel">
      <Group justify="space-between">
        <Group gap={6}>
          <Text fw={700}>Filtros</Text>
          {total > 0 ? (
            <Badge size="sm" variant="light">
              {total}
            </Badge>
          ) : null}
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={14} />}
          onClick={onClear}
        >
          Limpar filtros
        </Button>
      </Group>
      {/* One child of the panel's stack: the note under the box takes no gap while it is empty. */}
      <div>
        <TextInput
          label="Nome da empresa ou CNPJ"
          placeholder="Ex.: padaria pão de mel"
          value={state.term}
          onChange={(e) => {
            const term = e.currentTarget.value;
            update((s) => ({ ...s, term }));
          }}
          onPaste={onTermPaste}
          onBlur={() => takeList(state.term)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            if (takeList(state.term)) applyAfterTaking.current = true;
            else onApplyNow();
          }}
          enterKeyHint="search"
          // The longest term a search takes.
          maxLength={200}
          error={termError}
          description={termNote}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          descriptionProps={{ 'data-testid': 'term-ignored-words' }}
          leftSection={<IconSearch size={16} />}
        />
        <TermListNote taken={takenShown} />
      </div>
      <TextInput
        size="xs"
        // Short enough for the panel at every width (the longer example was cut after "faturame").
        placeholder="Procurar filtro: cidade, sócio…"
        aria-label="Procurar um filtro"
        value={catalogueText}
        onChange={(e) => setCatalogueText(e.currentTarget.value)}
        variant="filled"
      />
      <ScrollArea style={{ flex: 1 }} offsetScrollbars scrollbars="y" type="auto">
        {groups.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="lg">
            Nenhum filtro encontrado para “{catalogueText}”.
          </Text>
        ) : null}
        <Accordion
          multiple
          variant="separated"
          radius="md"
          value={searching ? groups.map((g) => g.id) : opened}
          onChange={setOpened}
          chevronPosition="right"
        >
          {groups.map((group) => {
            const applied = counters[group.id] ?? 0;
            return (
              <Accordion.Item key={group.id} value={group.id} data-testid={`filter-group-${group.id}`}>
                {/* Read as "Localização 2 filtros aplicados", not "Localização2" (the badge's digit); its name
                    holds the words seen, so a voice command of what is on screen ("Localização 2") finds it. */}
                <Accordion.Control>
                  <Group justify="space-between" pr="xs" wrap="nowrap">
                    <Text fz="sm" fw={600}>
                      {group.label}
                    </Text>
                    {applied > 0 ? (
                      <Badge size="sm" circle>
                        <span data-testid={`group-counter-${group.id}`}>{applied}</span>
                        <VisuallyHidden> {appliedWords(applied)}</VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {group.filters.map((filter) => (
                      <FilterField
                        key={filter.id}
                        filter={filter}
                        state={state}
                        update={update}
                        locked={locked}
                        onApplyNow={applyNow}
                      />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </ScrollArea>
    </Stack>
  );
}
