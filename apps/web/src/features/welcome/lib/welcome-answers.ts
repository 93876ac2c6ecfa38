// The welcome screen's answers as the screen edits them: known values once each in the catalogue's order
// (as the contract asks), and the address of the first search they make.
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { firstName } from '@prospecta/contracts/text-case';
import {
  WELCOME_QUESTIONS,
  type WelcomeAnswers,
  type WelcomeQuestionKey,
  welcomeFilterState,
  welcomeOptions,
} from '@prospecta/contracts/welcome-api';
import { paths } from '@/config/paths';

export function emptyWelcomeAnswers(): WelcomeAnswers {
  return { sectors: [], company_size: [], states: [], decisors: [] };
}

/** The values the question offers, once each, in the catalogue's order; anything else is dropped. */
export function inCatalogueOrder(key: WelcomeQuestionKey, values: readonly string[]): string[] {
  const chosen = new Set(values);
  return welcomeOptions(key)
    .map((option) => option.value)
    .filter((value) => chosen.has(value));
}

/** Where the screen starts: the stored answers (minus options the catalogue no longer has), or none. */
export function startingAnswers(stored: Partial<WelcomeAnswers> | null | undefined): WelcomeAnswers {
  const answers = emptyWelcomeAnswers();
  if (!stored) return answers;
  for (const { key } of WELCOME_QUESTIONS) answers[key] = inCatalogueOrder(key, stored[key] ?? []);
  return answers;
}

/** One option ticked or unticked. */
export function toggleAnswer(
  answers: WelcomeAnswers,
  key: WelcomeQuestionKey,
  value: string,
): WelcomeAnswers {
  const current = answers[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...answers, [key]: inCatalogueOrder(key, next) };
}

/** A group of options (a region's states): all of them ticked, or all unticked when they all were. */
export function toggleAnswerGroup(
  answers: WelcomeAnswers,
  key: WelcomeQuestionKey,
  values: readonly string[],
): WelcomeAnswers {
  const current = answers[key];
  const allTicked = values.every((v) => current.includes(v));
  const next = allTicked ? current.filter((v) => !values.includes(v)) : [...current, ...values];
  return { ...answers, [key]: inCatalogueOrder(key, next) };
}

export function clearAnswer(answers: WelcomeAnswers, key: WelcomeQuestionKey): WelcomeAnswers {
  return { ...answers, [key]: [] };
}

/** The first search: /search with the answers as its filters (nothing answered: the plain search). */
export function welcomeSearchHref(answers: WelcomeAnswers): string {
  const query = toUrlParams(welcomeFilterState(answers)).toString();
  return query ? `${paths.search.getHref()}?${query}` : paths.search.getHref();
}

/** "Olívia" of "Olívia Proprietária"; null for a blank name. */
export function greetingName(name: string | null | undefined): string | null {
  return firstName(name) || null;
}
