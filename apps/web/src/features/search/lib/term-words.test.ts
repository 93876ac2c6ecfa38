import { describe, expect, it } from 'vitest';
import { onlyIgnoredWordsHint, termWordsNote } from '@/features/search/lib/term-words';

describe('termWordsNote', () => {
  it.each([
    ['', null],
    ['padaria', null],
    ['11.222.333/0001-81', null],
    [
      'ltda',
      '“ltda” não é buscada como palavra inteira (aparece em quase todos os nomes): a busca mostra nomes com palavras que começam por “ltda”.',
    ],
    ['comércio de', 'Palavras ignoradas na busca: de'],
    ['Casa de Pães Ltda', 'Palavras ignoradas na busca: de, ltda'],
    ['de e', 'Palavras ignoradas na busca: de, e. Nenhuma palavra ficou para buscar.'],
  ])('%j', (term, note) => {
    expect(termWordsNote(term)).toBe(note);
  });
});

describe('onlyIgnoredWordsHint', () => {
  it('says which words were ignored when no word is left to search', () => {
    expect(onlyIgnoredWordsHint('ltda')?.text).toMatch(/^A busca ignora “ltda”: /);
    expect(onlyIgnoredWordsHint('de e')?.text).toMatch(/^A busca ignora “de”, “e”: /);
  });

  it('is not said while a word is searched, nor for a CNPJ', () => {
    expect(onlyIgnoredWordsHint('comércio de')).toBeNull();
    expect(onlyIgnoredWordsHint('padaria')).toBeNull();
    expect(onlyIgnoredWordsHint('11.222.333/0001-81')).toBeNull();
  });
});
