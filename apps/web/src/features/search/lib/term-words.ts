// What the search box's words become: the stop-list of the registry (legal forms such as "ltda", linking
// words such as "de") and 1-letter words are not searched, and the screen says so instead of leaving a user
// before 0 results with no reason ("ltda" alone) or a term searched without some of its words ("comércio de").
// The keyword filter (each comma-separated keyword a term of `nm_empresa`) and the partner-name filter
// (`nm_socio`) go through the same word rules in the registry (compile-text.ts, text-source.ts), so their
// notes and the empty results' words come from the same functions.
import type { FilterState } from '@prospecta/contracts/filter-state';
import { termWordsNotice } from '@prospecta/contracts/name-words';
import { cnpjOfTerm, splitList } from '@prospecta/contracts/query-rules-values';

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

const loneStopWordText = (word: string) =>
  `“${word}” não é buscada como palavra inteira (aparece em quase todos os nomes): a busca mostra nomes com palavras que começam por “${word}”.`;

/**
 * What the search does with the words of some alternative terms (null when it searches them whole): the words
 * it ignores, whether none is left to search, and each term that is a stop word alone (searched as a prefix).
 */
function wordsNote(terms: readonly string[]): string | null {
  const notices = terms.map(termWordsNotice);
  const ignored = [...new Set(notices.flatMap((n) => n.ignored))];
  const lone = [...new Set(notices.flatMap((n) => (n.loneStopWord ? [n.loneStopWord] : [])))];
  const nothingLeft = notices.every((n) => n.searched.length === 0 && !n.loneStopWord);
  const parts: string[] = [];
  if (ignored.length > 0) {
    const note = `Palavras ignoradas na busca: ${ignored.join(', ')}`;
    parts.push(
      nothingLeft ? `${note}. Nenhuma palavra ficou para buscar.` : lone.length > 0 ? `${note}.` : note,
    );
  }
  parts.push(...lone.map(loneStopWordText));
  return parts.length === 0 ? null : parts.join(' ');
}

/** The words of a name term the search ignores; null for a CNPJ, a blank box or a term searched whole. */
export function termWordsNote(term: string): string | null {
  if (term.trim() === '' || cnpjOfTerm(term) !== null) return null;
  return wordsNote([term]);
}

/** The words of the keyword filter ("padaria, pão de mel") the search ignores, over all its keywords. */
export function keywordsWordsNote(keywords: string): string | null {
  const terms = splitList(keywords);
  return terms.length === 0 ? null : wordsNote(terms);
}

/** The words of the partner-name filter ("Maria da Silva") the search ignores. */
export function partnerNameWordsNote(name: string): string | null {
  return name.trim() === '' ? null : wordsNote([name]);
}

const WHY_IGNORED =
  'formas jurídicas (ltda, me, epp, eireli, sa), ligações (de, da, do, e, em) e letras soltas aparecem em quase todos os nomes';

const joined = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;

/**
 * The words of some alternative terms when none of them keeps a word to search (each one ignored words only,
 * or a stop word alone, which finds nothing but the start of a longer word), else null (a blank text too).
 * `prefixOnly`: what is left is a stop word alone, searched as the start of a longer word (it may find some).
 */
function unsearchedWords(terms: readonly string[]): { words: string[]; prefixOnly: boolean } | null {
  const notices = terms.map(termWordsNotice);
  if (notices.length === 0 || notices.some((n) => n.searched.length > 0)) return null;
  const words = [...new Set(notices.flatMap((n) => (n.loneStopWord ? [n.loneStopWord] : n.ignored)))];
  return words.length === 0 ? null : { words, prefixOnly: notices.some((n) => n.loneStopWord !== null) };
}

/** A text searched by words that keeps none: its field on the panel, the words left of it, what to type. */
type WordsField = { field: string; words: string[]; prefixOnly: boolean; ask: string };

/**
 * The empty results of a search where a text searched by words keeps no word to search: the search box (a
 * name, not a CNPJ), the keyword filter (none of its keywords can find anything) or the partner name. They say
 * which, instead of blaming the filters in general; null when each text typed keeps a word. A text left with a
 * stop word alone is searched by it as a prefix and may find companies: it is named only when it is the one
 * text typed (else another filter may be what found nothing).
 */
export function onlyIgnoredWordsHint(
  state: Pick<FilterState, 'term' | 'textInputs'>,
): { title: string; text: string } | null {
  const { term, textInputs } = state;
  const texts = [
    {
      field: 'Nome da empresa ou CNPJ',
      terms: term.trim() === '' || cnpjOfTerm(term) !== null ? [] : [term],
      ask: 'uma palavra do nome da empresa',
    },
    {
      field: 'Produtos ou serviços',
      terms: splitList(textInputs.keywords),
      ask: 'uma palavra do produto ou serviço',
    },
    {
      field: 'Nome do sócio',
      terms: textInputs.partnerName.trim() === '' ? [] : [textInputs.partnerName],
      ask: 'um nome ou sobrenome do sócio',
    },
  ];
  const typed = texts.filter((t) => t.terms.length > 0);
  const candidates: WordsField[] = typed.flatMap(({ field, terms, ask }) => {
    const left = unsearchedWords(terms);
    return left ? [{ field, ask, ...left }] : [];
  });
  const certain = candidates.filter((f) => !f.prefixOnly);
  const fields = certain.length > 0 ? certain : typed.length === 1 ? candidates : [];
  if (fields.length === 0) return null;
  const box = fields.find((f) => f.field === 'Nome da empresa ou CNPJ');
  // The box alone keeps its words unnamed: they are what was typed in the search box.
  const boxAlone = fields.length === 1 && box !== undefined;
  const ignored = fields.map((f) => (boxAlone ? quoted(f.words) : `${quoted(f.words)} em “${f.field}”`));
  return {
    title: boxAlone
      ? 'A busca ignorou as palavras digitadas'
      : `A busca ignorou as palavras de ${joined(fields.map((f) => `“${f.field}”`))}`,
    text: `A busca ignora ${joined(ignored)}: ${WHY_IGNORED}. Digite ${joined(fields.map((f) => f.ask))}.`,
  };
}
