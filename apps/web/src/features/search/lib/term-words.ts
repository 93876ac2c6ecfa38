// What the search box's words become: the stop-list of the registry (legal forms such as "ltda", linking
// words such as "de") and 1-letter words are not searched, and the screen says so instead of leaving a user
// before 0 results with no reason ("ltda" alone) or a term searched without some of its words ("comércio de").
import { termWordsNotice } from '@prospecta/contracts/name-words';
import { cnpjOfTerm } from '@prospecta/contracts/query-rules-values';

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

/** The words of a name term the search ignores; null for a CNPJ, a blank box or a term searched whole. */
export function termWordsNote(term: string): string | null {
  if (term.trim() === '' || cnpjOfTerm(term) !== null) return null;
  const { ignored, searched, loneStopWord } = termWordsNotice(term);
  if (loneStopWord)
    return `“${loneStopWord}” não é buscada como palavra inteira (aparece em quase todos os nomes): a busca mostra nomes com palavras que começam por “${loneStopWord}”.`;
  if (ignored.length === 0) return null;
  const note = `Palavras ignoradas na busca: ${ignored.join(', ')}`;
  return searched.length === 0 ? `${note}. Nenhuma palavra ficou para buscar.` : note;
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
