// What the search box's words become: the stop-list of the registry (legal forms such as "ltda", linking
// words such as "de") and 1-letter words are not searched, and the screen says so instead of leaving a user
// before 0 results with no reason ("ltda" alone) or a term searched without some of its words ("comércio de").
// The keyword filter (each comma-separated keyword a term of `nm_empresa`) and the partner-name filter
// (`nm_socio`) go through the same word rules in the registry (compile-text.ts, text-source.ts), so their
// notes come from the same function.
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

/** The empty results of a name term with no word left to search (only ignored words), else null. */
export function onlyIgnoredWordsHint(term: string): { title: string; text: string } | null {
  if (term.trim() === '' || cnpjOfTerm(term) !== null) return null;
  const { ignored, searched, loneStopWord } = termWordsNotice(term);
  if (searched.length > 0 || (ignored.length === 0 && !loneStopWord)) return null;
  const words = loneStopWord ? [loneStopWord] : ignored;
  return {
    title: 'A busca ignorou as palavras digitadas',
    text: `A busca ignora ${quoted(words)}: formas jurídicas (ltda, me, epp, eireli, sa), ligações (de, da, do, e, em) e letras soltas aparecem em quase todos os nomes. Digite uma palavra do nome da empresa.`,
  };
}
