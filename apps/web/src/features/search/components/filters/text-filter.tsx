import { Badge, Group, MultiSelect, TagsInput, Text, TextInput } from '@mantine/core';
import type { FilterState } from '@prospecta/contracts/filter-state';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { keywordsWordsNote, partnerNameWordsNote } from '@/features/search/lib/term-words';

/** The text filters of the catalogue and the state key each one writes. */
const TEXT_KEYS: Record<string, keyof FilterState['textInputs']> = {
  logradouro: 'street',
  cep: 'postalCode',
  pais: 'country',
  municipio_exterior: 'foreignMunicipality',
  palavras_chave: 'keywords',
  nome_socio: 'partnerName',
};

const PLACEHOLDERS: Record<string, string> = {
  logradouro: 'Ex.: Avenida Paulista',
  // A format, not an example: an example CEP the registry lacks read "não encontrado" when tried.
  cep: '00000-000',
  palavras_chave: 'Ex.: padaria, confeitaria',
  nome_socio: 'Nome completo ou parte dele',
};

/**
 * The text filters searched by words, like the search box (stop words and 1-letter words left out): what each
 * says of the words it ignores, under the field.
 */
const WORD_NOTES: Record<string, (value: string) => string | null> = {
  palavras_chave: keywordsWordsNote,
  nome_socio: partnerNameWordsNote,
};

function Title({ title, pending }: { title: string; pending?: boolean }) {
  return (
    <Group gap={6} component="span">
      <Text fz="sm" fw={600} component="span">
        {title}
      </Text>
      {pending ? (
        <Badge size="xs" variant="light" color="gray">
          Em breve
        </Badge>
      ) : null}
    </Group>
  );
}

export function TextFilter({ filter, state, update, onApplyNow }: FilterFieldProps) {
  if (filter.id === 'nomes_empresas') {
    return (
      <TagsInput
        size="xs"
        label={<Title title={filter.title} />}
        description="Digite um nome e tecle Enter"
        placeholder="Razão social"
        value={state.companyNames}
        onChange={(companyNames) => update((s) => ({ ...s, companyNames }))}
        clearable
      />
    );
  }
  const key = TEXT_KEYS[filter.id];
  if (!key) return null;
  const wordNote = WORD_NOTES[filter.id];
  const note = wordNote?.(state.textInputs[key]) ?? null;
  return (
    <TextInput
      size="xs"
      label={<Title title={filter.title} pending={filter.pending} />}
      description={
        note ? (
          <>
            {filter.description}
            <Text span inherit display="block" data-testid={`ignored-words-${filter.id}`}>
              {note}
            </Text>
          </>
        ) : (
          filter.description
        )
      }
      // Under the field, as the search box's: a note coming and going while typing does not move the field.
      inputWrapperOrder={wordNote ? ['label', 'input', 'description', 'error'] : undefined}
      placeholder={PLACEHOLDERS[filter.id]}
      disabled={filter.pending}
      value={state.textInputs[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        update((s) => ({ ...s, textInputs: { ...s.textInputs, [key]: value } }));
      }}
      // As in the name box: Enter runs the search now, not after the 3 s recount.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) onApplyNow?.();
      }}
      enterKeyHint="search"
    />
  );
}

export function TagsFilter({ filter, state, update }: FilterFieldProps) {
  if (filter.kind === 'bairros') {
    return (
      <TagsInput
        size="xs"
        label={<Title title={filter.title} />}
        description="Digite um bairro e tecle Enter"
        placeholder="Ex.: Pinheiros"
        value={state.neighbourhoods}
        onChange={(neighbourhoods) => update((s) => ({ ...s, neighbourhoods }))}
        clearable
      />
    );
  }
  const options = (filter.options ?? []).map((o) => ({ value: o.value, label: o.label }));
  return (
    <MultiSelect
      size="xs"
      label={<Title title={filter.title} pending={filter.pending} />}
      placeholder="Escolha os cargos"
      data={options}
      disabled={filter.pending}
      searchable
      value={state.decisionMakerPositions}
      onChange={(decisionMakerPositions) => update((s) => ({ ...s, decisionMakerPositions }))}
    />
  );
}
