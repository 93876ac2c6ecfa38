// The welcome screen (spec core §2 "/welcome_screen", §7 "Welcome screen"): a new user says which sectors,
// company sizes, states and decision makers they sell to, and their first search opens with those filters.
// The answers are the search catalogue's own option values, so the guided search is an ordinary search.
import { z } from 'zod';
import { catalogueFilter } from './filter-catalogue.ts';
import { DECISION_MAKER_POSITIONS } from './filter-catalogue-options.ts';
import { defaultFilterState, type FilterState, withCheckbox } from './filter-state.ts';

/** Each question and the catalogue filter its options come from. */
export const WELCOME_QUESTIONS = [
  { key: 'sectors', filterId: 'cnae_secao', title: 'Para quais setores você vende?' },
  { key: 'company_size', filterId: 'porte', title: 'De que porte são as empresas que você procura?' },
  { key: 'states', filterId: 'uf', title: 'Em quais estados?' },
  { key: 'decisors', filterId: 'cargos', title: 'Com quem você costuma falar?' },
] as const;
export type WelcomeQuestionKey = (typeof WELCOME_QUESTIONS)[number]['key'];

/** The options a question offers (value and label), from the search catalogue. */
export function welcomeOptions(key: WelcomeQuestionKey): Array<{ value: string; label: string }> {
  if (key === 'decisors') return DECISION_MAKER_POSITIONS.map(({ value, label }) => ({ value, label }));
  const question = WELCOME_QUESTIONS.find((q) => q.key === key);
  const filter = question ? catalogueFilter(question.filterId) : undefined;
  return (filter?.options ?? []).map(({ value, label }) => ({ value, label }));
}

export const WELCOME_MESSAGES = {
  saved: 'Pronto! Sua primeira busca já está filtrada pelo que você respondeu.',
  skipped: 'Tudo bem: você pode filtrar a busca como quiser.',
  unknownOption: 'Opção desconhecida',
} as const;

/** A question's answer: known option values, once each (the catalogue's order is kept by the screen). */
const answer = (key: WelcomeQuestionKey) => {
  const known = new Set(welcomeOptions(key).map((o) => o.value));
  return z
    .array(z.string().max(40))
    .max(known.size)
    .default([])
    .refine((values) => values.every((v) => known.has(v)), { error: WELCOME_MESSAGES.unknownOption })
    .transform((values) => [...new Set(values)]);
};

export const welcomeAnswersSchema = z
  .object({
    sectors: answer('sectors'),
    company_size: answer('company_size'),
    states: answer('states'),
    decisors: answer('decisors'),
  })
  .strict();
export type WelcomeAnswers = z.output<typeof welcomeAnswersSchema>;

/** The answers as the server sends them back (already checked: plain lists, no defaults or transforms). */
export const storedWelcomeAnswersSchema = z.object({
  sectors: z.array(z.string()),
  company_size: z.array(z.string()),
  states: z.array(z.string()),
  decisors: z.array(z.string()),
});

/** POST /api/welcome_screen/insert_answers — the answers, or `skipped` (the screen is not shown again). */
export const insertWelcomeAnswersRequestSchema = z
  .object({
    answers: welcomeAnswersSchema.optional(),
    skipped: z.boolean().default(false),
  })
  .strict()
  .refine((body) => body.skipped || body.answers !== undefined, { error: 'Envie as respostas ou pule' });
export type InsertWelcomeAnswersRequest = z.input<typeof insertWelcomeAnswersRequestSchema>;

/** GET /api/user/welcome_screen_answers (and the answer of the insert). */
export const welcomeAnswersResponseSchema = z.object({
  answers: storedWelcomeAnswersSchema.nullable(),
  /** When the user answered or skipped; null: never seen. */
  completed_at: z.string().nullable(),
});
export type WelcomeAnswersResponse = z.infer<typeof welcomeAnswersResponseSchema>;

export const insertWelcomeAnswersResponseSchema = welcomeAnswersResponseSchema.extend({
  message: z.string(),
});
export type InsertWelcomeAnswersResponse = z.infer<typeof insertWelcomeAnswersResponseSchema>;

/** GET /api/welcome_screen/should_show_welcome_screen */
export const shouldShowWelcomeResponseSchema = z.object({ show: z.boolean() });
export type ShouldShowWelcomeResponse = z.infer<typeof shouldShowWelcomeResponseSchema>;

/** The first search of a user who answered: the default filters plus one selection per answer. */
export function welcomeFilterState(
  answers: WelcomeAnswers,
  base: FilterState = defaultFilterState(),
): FilterState {
  let state = base;
  for (const question of WELCOME_QUESTIONS) {
    if (question.key === 'decisors') continue;
    const selected = answers[question.key];
    if (selected.length > 0) state = withCheckbox(state, question.filterId, selected);
  }
  return answers.decisors.length > 0 ? { ...state, decisionMakerPositions: [...answers.decisors] } : state;
}
