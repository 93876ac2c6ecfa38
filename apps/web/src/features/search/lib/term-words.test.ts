import { filterStateSchema } from '@prospecta/contracts/filter-state';
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
  const hint = (term: string, keywords = '', partnerName = '') =>
    onlyIgnoredWordsHint(filterStateSchema.parse({ term, textInputs: { keywords, partnerName } }));

  it('says which words were ignored when no word is left to search', () => {
    expect(hint('ltda')?.text).toMatch(/^A busca ignora “ltda”: /);
    expect(hint('de e')?.text).toMatch(/^A busca ignora “de”, “e”: /);
  });

  it('is not said while a word is searched, nor for a CNPJ', () => {
    expect(hint('comércio de')).toBeNull();
    expect(hint('padaria')).toBeNull();
    expect(hint('11.222.333/0001-81')).toBeNull();
    expect(hint('')).toBeNull();
  });

  it('names the keyword filter when none of its keywords keeps a word', () => {
    expect(hint('', 'e, de')).toEqual({
      title: 'A busca ignorou as palavras de “Produtos ou serviços”',
      text: 'A busca ignora “e”, “de” em “Produtos ou serviços”: formas jurídicas (ltda, me, epp, eireli, sa), ligações (de, da, do, e, em) e letras soltas aparecem em quase todos os nomes. Digite uma palavra do produto ou serviço.',
    });
    // A stop word alone is searched only as the start of a longer word: the one text typed, said the same way;
    // beside a text that keeps a word, that text may be what found nothing.
    expect(hint('', 'x, ltda')?.text).toMatch(/^A busca ignora “x”, “ltda” em “Produtos ou serviços”: /);
    expect(hint('padaria', 'x, ltda')).toBeNull();
  });

  it('is not said for keywords while one of them keeps a word, nor for keywords of no word at all', () => {
    expect(hint('', 'padaria, e')).toBeNull();
    expect(hint('', 'pão de mel')).toBeNull();
    expect(hint('', ' , ;')).toBeNull();
  });

  it('names the partner-name filter when its name keeps no word', () => {
    expect(hint('', '', 'da e')).toEqual({
      title: 'A busca ignorou as palavras de “Nome do sócio”',
      text: 'A busca ignora “da”, “e” em “Nome do sócio”: formas jurídicas (ltda, me, epp, eireli, sa), ligações (de, da, do, e, em) e letras soltas aparecem em quase todos os nomes. Digite um nome ou sobrenome do sócio.',
    });
    expect(hint('', '', 'Maria da Silva')).toBeNull();
    expect(hint('', '', '   ')).toBeNull();
  });

  it('names every text that keeps no word, the search box first', () => {
    expect(hint('', 'e', 'da e')).toEqual({
      title: 'A busca ignorou as palavras de “Produtos ou serviços” e “Nome do sócio”',
      text: 'A busca ignora “e” em “Produtos ou serviços” e “da”, “e” em “Nome do sócio”: formas jurídicas (ltda, me, epp, eireli, sa), ligações (de, da, do, e, em) e letras soltas aparecem em quase todos os nomes. Digite uma palavra do produto ou serviço e um nome ou sobrenome do sócio.',
    });
    const all = hint('e a', 'e', 'da e');
    expect(all?.title).toBe(
      'A busca ignorou as palavras de “Nome da empresa ou CNPJ”, “Produtos ou serviços” e “Nome do sócio”',
    );
    expect(all?.text).toMatch(
      /^A busca ignora “e”, “a” em “Nome da empresa ou CNPJ”, “e” em “Produtos ou serviços” e “da”, “e” em “Nome do sócio”: .+\. Digite uma palavra do nome da empresa, uma palavra do produto ou serviço e um nome ou sobrenome do sócio\.$/,
    );
  });
});

describe('onlyIgnoredWordsHint with several texts', () => {
  const hint = (term: string, keywords: string, partnerName: string) =>
    onlyIgnoredWordsHint(filterStateSchema.parse({ term, textInputs: { keywords, partnerName } }));

  it('blames only a text of ignored words, not one searched by a stop word as a prefix', () => {
    // "da e do" is searched as names with a word starting "do": it may find companies, so only the keywords
    // (ignored words alone) are named.
    expect(hint('', 'e, a', 'da e do')).toEqual({
      title: 'A busca ignorou as palavras de “Produtos ou serviços”',
      text: 'A busca ignora “e”, “a” em “Produtos ou serviços”: formas jurídicas (ltda, me, epp, eireli, sa), ligações (de, da, do, e, em) e letras soltas aparecem em quase todos os nomes. Digite uma palavra do produto ou serviço.',
    });
    expect(hint('de', 'e', '')?.title).toBe('A busca ignorou as palavras de “Produtos ou serviços”');
    // A stop word alone beside another text: that other text may be what found nothing.
    expect(hint('ltda', 'padaria', '')).toBeNull();
    expect(hint('', 'padaria', 'do')).toBeNull();
  });

  it('names every text of ignored words, and the box by its field once it is not alone', () => {
    expect(hint('e', 'a', '')?.title).toBe(
      'A busca ignorou as palavras de “Nome da empresa ou CNPJ” e “Produtos ou serviços”',
    );
    expect(hint('e', '', '')?.title).toBe('A busca ignorou as palavras digitadas');
  });
});
