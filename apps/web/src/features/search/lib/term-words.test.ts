import { describe, expect, it } from 'vitest';
import {
  keywordsWordsNote,
  onlyIgnoredWordsHint,
  partnerNameWordsNote,
  termWordsNote,
} from '@/features/search/lib/term-words';

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
    // An ignored word before a lone stop word: both said.
    [
      'de ltda',
      'Palavras ignoradas na busca: de. “ltda” não é buscada como palavra inteira (aparece em quase todos os nomes): a busca mostra nomes com palavras que começam por “ltda”.',
    ],
  ])('%j', (term, note) => {
    expect(termWordsNote(term)).toBe(note);
  });
});

describe('keywordsWordsNote: the keyword filter, each comma-separated keyword searched by the same rules', () => {
  it.each([
    ['', null],
    [' , ;', null],
    ['padaria, confeitaria', null],
    // A CNPJ is no keyword: its digits are a word searched like any other.
    ['11.222.333/0001-81', null],
    ['pão de mel', 'Palavras ignoradas na busca: de'],
    ['pão de mel, casa de festas; doces e salgados', 'Palavras ignoradas na busca: de, e'],
    // A keyword of ignored words only finds nothing; the others are still searched.
    ['padaria, x', 'Palavras ignoradas na busca: x'],
    ['x, e', 'Palavras ignoradas na busca: x, e. Nenhuma palavra ficou para buscar.'],
    [
      'padaria, ltda',
      '“ltda” não é buscada como palavra inteira (aparece em quase todos os nomes): a busca mostra nomes com palavras que começam por “ltda”.',
    ],
  ])('%j', (keywords, note) => {
    expect(keywordsWordsNote(keywords)).toBe(note);
  });
});

describe('partnerNameWordsNote: the partner-name filter, one term', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['Maria Silva', null],
    ['Maria da Silva', 'Palavras ignoradas na busca: da'],
    ['José dos Santos e Souza', 'Palavras ignoradas na busca: dos, e'],
    ['J. P. Souza', 'Palavras ignoradas na busca: j, p'],
    // The commas of the keyword filter are not the partner name's: one name, its words ignored alike.
    ['da, e', 'Palavras ignoradas na busca: da, e. Nenhuma palavra ficou para buscar.'],
    [
      'da',
      '“da” não é buscada como palavra inteira (aparece em quase todos os nomes): a busca mostra nomes com palavras que começam por “da”.',
    ],
  ])('%j', (name, note) => {
    expect(partnerNameWordsNote(name)).toBe(note);
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
