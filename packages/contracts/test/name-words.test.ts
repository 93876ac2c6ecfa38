// termWordsNotice: which words of a name term the search ignores, as the registry splits the term.
import { describe, expect, it } from 'vitest';
import { termWords, termWordsNotice } from '../src/name-words.ts';

describe('termWordsNotice', () => {
  it.each([
    ['padaria', { ignored: [], searched: ['padaria'], loneStopWord: null }],
    ['comércio de', { ignored: ['de'], searched: ['comercio'], loneStopWord: null }],
    ['Casa de Pães LTDA', { ignored: ['de', 'ltda'], searched: ['casa', 'paes'], loneStopWord: null }],
    ['padaria a', { ignored: ['a'], searched: ['padaria'], loneStopWord: null }],
    ['ltda', { ignored: [], searched: [], loneStopWord: 'ltda' }],
    ['de', { ignored: [], searched: [], loneStopWord: 'de' }],
    ['de e', { ignored: ['de', 'e'], searched: [], loneStopWord: null }],
    ['e', { ignored: ['e'], searched: [], loneStopWord: null }],
    ['   ', { ignored: [], searched: [], loneStopWord: null }],
  ])('%s', (term, expected) => {
    expect(termWordsNotice(term)).toEqual(expected);
  });

  it('names as searched exactly the words the registry searches', () => {
    for (const term of ['casa de paes', 'x sistemas ltda', 'me me', 'AB c', 'de padaria']) {
      const { exact, prefix } = termWords(term);
      const used = [...exact, ...(prefix ? [prefix] : [])].map((w) => w.toLowerCase());
      const notice = termWordsNotice(term);
      expect(notice.loneStopWord ? [notice.loneStopWord] : notice.searched).toEqual(used);
    }
  });
});
