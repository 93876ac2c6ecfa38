// What the "Parecidas" tab says about each similar company (pure, pt-BR): the traits it shares with the one
// open, as packages/registry/src/query/look-alike.ts compares and weighs them.
import {
  LOOK_ALIKE_AGE_YEARS,
  LOOK_ALIKE_TRAITS,
  LOOK_ALIKE_WEIGHTS,
  type LookAlikeRow,
  type LookAlikeTrait,
} from '@prospecta/contracts/search-company';

const TRAIT_LABELS: Record<LookAlikeTrait, string> = {
  cnae: 'mesma atividade',
  municipio: 'mesmo município',
  uf: 'mesmo estado',
  porte: 'mesmo porte',
  funcionarios: 'mesma faixa de funcionários',
  faturamento: 'mesma faixa de faturamento',
  idade: 'idade parecida',
};

/** One word per trait, for the line under each similarity. */
const TRAIT_WORDS: Record<LookAlikeTrait, string> = {
  cnae: 'atividade',
  municipio: 'município',
  uf: 'estado',
  porte: 'porte',
  funcionarios: 'funcionários',
  faturamento: 'faturamento',
  idade: 'idade',
};

/** Each trait as the header names it. */
const TRAIT_PHRASES: Record<LookAlikeTrait, string> = {
  cnae: 'o mesmo CNAE principal',
  municipio: 'o mesmo município',
  uf: 'o mesmo estado',
  porte: 'o mesmo porte',
  funcionarios: 'a mesma faixa de funcionários',
  faturamento: 'a mesma faixa de faturamento',
  idade: `a abertura até ${LOOK_ALIKE_AGE_YEARS} anos antes ou depois`,
};

/**
 * What is compared, and how much each counts, from the weights the ranking reads: candidates are the active
 * companies of the same CNAE division (one establishment each, the open company's own left out); the
 * similarity is the weight of the traits shared over the weight of all.
 */
export function lookAlikeCompared(weights: Record<LookAlikeTrait, number> = LOOK_ALIKE_WEIGHTS): string {
  const byWeight = [...LOOK_ALIKE_TRAITS].sort((a, b) => weights[b] - weights[a]);
  const total = LOOK_ALIKE_TRAITS.reduce((sum, t) => sum + weights[t], 0);
  const counted = joinPt(byWeight.map((t) => `${TRAIT_PHRASES[t]} (${weights[t]})`));
  return `Empresas ativas da mesma divisão de atividade (2 primeiros dígitos do CNAE), uma por empresa. A semelhança soma os pesos do que têm em comum com esta, sobre ${total}: ${counted}.`;
}

function joinPt(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} e ${words.at(-1)}`;
}

/** "Em comum: mesma atividade, mesmo município e mesmo porte" (the badge's tooltip and accessible name). */
export function sharedTraits(row: Pick<LookAlikeRow, 'traits'>): string {
  if (row.traits.length === 0) return 'Mesma divisão de atividade';
  return `Em comum: ${joinPt(row.traits.map((trait) => TRAIT_LABELS[trait]))}`;
}

/**
 * The traits shared, short enough for the line under each similarity: "atividade · estado" when it shares few,
 * "tudo menos município e idade" when it shares most (the shorter way to say exactly the same), "tudo em comum".
 */
export function sharedTraitWords(row: Pick<LookAlikeRow, 'traits'>): string {
  if (row.traits.length === 0) return 'só a divisão';
  const missing = LOOK_ALIKE_TRAITS.filter((t) => !row.traits.includes(t));
  if (missing.length === 0) return 'tudo em comum';
  if (missing.length < row.traits.length) return `tudo menos ${joinPt(missing.map((t) => TRAIT_WORDS[t]))}`;
  return LOOK_ALIKE_TRAITS.filter((t) => row.traits.includes(t))
    .map((t) => TRAIT_WORDS[t])
    .join(' · ');
}

/**
 * What the companies listed have in common and what none of them shares, which explains equal scores ("Todas
 * com mesma atividade, mesmo estado, mesmo porte e idade parecida; nenhuma com mesmo município, …"); null when
 * neither says anything (fewer than two companies, or no trait shared by all nor by none).
 */
export function lookAlikeSummary(rows: readonly Pick<LookAlikeRow, 'traits'>[]): string | null {
  if (rows.length < 2) return null;
  const all = LOOK_ALIKE_TRAITS.filter((t) => rows.every((row) => row.traits.includes(t)));
  const none = LOOK_ALIKE_TRAITS.filter((t) => rows.every((row) => !row.traits.includes(t)));
  const parts = [
    all.length > 0 ? `Todas com ${joinPt(all.map((t) => TRAIT_LABELS[t]))}` : null,
    none.length > 0 ? `nenhuma com ${joinPt(none.map((t) => TRAIT_LABELS[t]))}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
