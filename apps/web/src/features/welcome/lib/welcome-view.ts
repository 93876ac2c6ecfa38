// What the welcome screen shows for each question: the step's name, the "any" wording of an empty answer,
// the states grouped by region and the summary beside the questions.
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import {
  WELCOME_QUESTIONS,
  type WelcomeAnswers,
  type WelcomeQuestionKey,
  welcomeOptions,
} from '@prospecta/contracts/welcome-api';

type Option = { value: string; label: string };

/** `step` names the step, `any` an empty answer, `hint` goes under the question. */
export const QUESTION_TEXTS: Record<WelcomeQuestionKey, { step: string; any: string; hint: string }> = {
  sectors: {
    step: 'Setores',
    any: 'Qualquer setor',
    hint: 'Marque quantos quiser. Sem nenhum marcado, vale qualquer setor.',
  },
  company_size: {
    step: 'Porte',
    any: 'Qualquer porte',
    hint: 'Marque quantos quiser. Sem nenhum marcado, vale qualquer porte.',
  },
  states: {
    step: 'Estados',
    any: 'Todo o Brasil',
    hint: 'Marque quantos quiser. Sem nenhum marcado, vale todo o Brasil.',
  },
  decisors: {
    step: 'Decisores',
    any: 'Qualquer cargo',
    hint: 'O cargo do decisor no quadro de sócios. Sem nenhum marcado, vale qualquer cargo.',
  },
};

/** The step's line under its name: the "any" wording, or how many options are ticked. */
export function stepDescription(key: WelcomeQuestionKey, selected: readonly string[]): string {
  if (selected.length === 0) return QUESTION_TEXTS[key].any;
  return selected.length === 1 ? '1 marcado' : `${selected.length} marcados`;
}

export type StateGroup = { region: string; label: string; options: Option[] };

/** The question's states by region (North to Centre-West), alphabetical by name inside each. */
export function statesByRegion(): StateGroup[] {
  const offered = new Map(welcomeOptions('states').map((o) => [o.value, o]));
  const regionCode = new Map(SEARCH_CODE_LISTS.ufs.map((uf) => [uf.value, uf.regiao]));
  return SEARCH_CODE_LISTS.regioes
    .filter((region) => region.code > 0)
    .map((region) => ({
      region: region.value,
      label: region.label,
      options: [...offered.values()]
        .filter((o) => regionCode.get(o.value) === region.code)
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
    }))
    .filter((group) => group.options.length > 0);
}

export type SummaryLine = {
  key: WelcomeQuestionKey;
  title: string;
  /** The ticked options' names (states by their UF), at most `max`; empty: the "any" wording applies. */
  items: string[];
  /** How many more are ticked than `items` shows. */
  more: number;
  any: string;
};

/** One line per question, in order, for the summary of the first search. */
export function welcomeSummary(answers: WelcomeAnswers, max = 4): SummaryLine[] {
  return WELCOME_QUESTIONS.map(({ key }) => {
    const labels = new Map(welcomeOptions(key).map((o) => [o.value, o.label]));
    const names = answers[key].map((value) => (key === 'states' ? value : (labels.get(value) ?? value)));
    return {
      key,
      title: QUESTION_TEXTS[key].step,
      items: names.slice(0, max),
      more: Math.max(0, names.length - max),
      any: QUESTION_TEXTS[key].any,
    };
  });
}
