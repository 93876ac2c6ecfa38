import { filterStateSchema } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import { emptyResultsHint } from './empty-results';

const CNPJ = '11.222.333/0001-81';

describe('emptyResultsHint', () => {
  it('names the options the role keeps on apart from the ones the user can turn off', () => {
    const state = filterStateSchema.parse({ exclusive: { site: true } });
    const hint = emptyResultsHint(state, { ids: ['ativas', 'email', 'telefone'], offIds: [] });
    expect(hint.title).toBe('Nenhuma empresa encontrada com esses filtros');
    expect(hint.text).toContain(
      'Seu perfil sempre busca empresas somente ativas, com e-mail e com telefone.',
    );
    expect(hint.text).toContain(
      'Em Opções exclusivas, você pode desligar “ainda não exportadas” e “com site”.',
    );
  });

  it('says why a typed CNPJ finds nothing, without blaming e-mail or site', () => {
    // With a term the role keeps "ativas" alone and leaves the other options out (the switches show it).
    const state = filterStateSchema.parse({ term: CNPJ, exclusive: { site: true } });
    const offIds = ['nao_exportadas', 'email', 'telefone', 'site', 'socios', 'decisores'] as const;
    const hint = emptyResultsHint(state, { ids: ['ativas'], offIds });
    expect(hint.title).toBe('Esse CNPJ não aparece com esses filtros');
    expect(hint.text).toMatch(
      /^A empresa pode estar baixada, inapta ou suspensa, ou fora dos outros filtros\./,
    );
    expect(hint.text).toContain('Com um termo de busca, a busca considera somente empresas ativas.');
    expect(hint.text).not.toContain('site');
    expect(hint.text).not.toContain('você pode desligar');
  });

  it('speaks of several CNPJs for a pasted list, and offers nothing to turn off when all is off', () => {
    const state = filterStateSchema.parse({
      cnpjInclude: ['11222333000181', '11444777000161'],
      exclusive: { ativas: false, nao_exportadas: false },
    });
    const hint = emptyResultsHint(state, { ids: [], offIds: [] });
    expect(hint.title).toBe('Nenhum desses CNPJs aparece com esses filtros');
    expect(hint.text).not.toContain('você pode desligar');
    expect(hint.text).not.toContain('perfil');
  });

  it('treats a name that is not a CNPJ as a name', () => {
    const state = filterStateSchema.parse({ term: 'padaria' });
    expect(emptyResultsHint(state, { ids: [], offIds: [] }).title).toBe(
      'Nenhuma empresa encontrada com esses filtros',
    );
  });
});
