// Name normalisation: the TypeScript tokens of a term must equal what the SQL twin indexes.
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { isIndexedToken, nameTokens, sqlNameWords, termWords } from '../../src/query/text-tokens.ts';

describe('name tokens', () => {
  it.each([
    ['PADARIA E CONFEITARIA GONÇALVES LTDA', ['PADARIA', 'CONFEITARIA', 'GONCALVES']],
    ['Açaí do João - ME', ['ACAI', 'JOAO']],
    ['12.345.678 JOSÉ DA SILVA 12345678909', ['12', '345', '678', 'JOSE', 'SILVA', '12345678909']],
    ['A&B COMÉRCIO S/A', ['COMERCIO']],
    ['  ', []],
  ])('%s', (name, tokens) => {
    expect(nameTokens(name)).toEqual(tokens);
  });

  it.each([
    ['padaria', { exact: [], prefix: 'PADARIA' }],
    ['Pão de Queijo', { exact: ['PAO'], prefix: 'QUEIJO' }],
    ['casa de', { exact: ['CASA'], prefix: null }],
    ['X D SISTEMAS LTDA', { exact: ['SISTEMAS'], prefix: null }],
    ['Central Pizzaria Ltda.', { exact: ['CENTRAL', 'PIZZARIA'], prefix: null }],
    ['de', { exact: [], prefix: 'DE' }],
    ['ltda', { exact: [], prefix: 'LTDA' }],
    ['gonçalves x', { exact: ['GONCALVES'], prefix: null }],
    ['e', { exact: [], prefix: null }],
  ])('term %s', (term, words) => {
    expect(termWords(term)).toEqual(words);
  });

  it('SQL and TypeScript split names the same way', async () => {
    const names = [
      'PADARIA E CONFEITARIA GONÇALVES LTDA',
      "Açaí d'Ávila & Cia.",
      'ÉÇÃÕÜ ñandú 123abc',
      'x-y_z/w',
    ];
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    for (const name of names) {
      const rows = (
        await c.runAndReadAll(`SELECT ${sqlNameWords('n')} AS w FROM (SELECT ?::VARCHAR AS n)`, [name])
      ).getRowObjectsJson();
      const sqlTokens = [...new Set(((rows[0]?.w ?? []) as string[]).filter(isIndexedToken))];
      expect(sqlTokens).toEqual(nameTokens(name));
    }
    c.closeSync();
    instance.closeSync();
  });
});
