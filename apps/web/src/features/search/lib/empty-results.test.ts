import { filterStateSchema } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import {
  emptyResultsHint,
  hidesExported,
  OPEN_COMPANY_NOTE,
  searchedCnpj,
  withExported,
} from './empty-results';

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

  it('says the account exported every company of the search when "ainda não exportadas" alone hides them', () => {
    const state = filterStateSchema.parse({ exclusive: { nao_exportadas: true } });
    const free = { ids: [], offIds: [] };
    expect(hidesExported(state, free)).toBe(true);
    const hint = emptyResultsHint(state, free, null, null, 18);
    expect(hint).toMatchObject({
      title: 'Todas as empresas desta busca já foram exportadas',
      canClear: false,
      showExported: true,
    });
    expect(hint.text).toMatch(/^As 18 empresas que esta busca encontra já foram exportadas pela conta/);
    expect(emptyResultsHint(state, free, null, null, 1).title).toBe('A empresa desta busca já foi exportada');
    // Without it the search finds nothing either: the filters are what to loosen.
    expect(emptyResultsHint(state, free, null, null, 0).title).toBe(
      'Nenhuma empresa encontrada com esses filtros',
    );
    // Forced on or off by the role, it is not the user's to turn off.
    expect(hidesExported(state, { ids: ['nao_exportadas'], offIds: [] })).toBe(false);
    expect(hidesExported(state, { ids: [], offIds: ['nao_exportadas'] })).toBe(false);
    expect(hidesExported(withExported(state), free)).toBe(false);
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

  it('says a term of ignored words only ("ltda") searched no name, instead of blaming the filters', () => {
    const state = filterStateSchema.parse({ term: 'ltda' });
    const hint = emptyResultsHint(state, { ids: [], offIds: [] });
    expect(hint.title).toBe('A busca ignorou as palavras digitadas');
    expect(hint.text).toMatch(/^A busca ignora “ltda”: .+ Digite uma palavra do nome da empresa\.$/);
    expect(hint.canClear).toBe(false);
  });

  it('says the keyword filter searched no word (“e, de”), instead of suggesting to loosen the filters', () => {
    const state = filterStateSchema.parse({ textInputs: { keywords: 'e, de' } });
    const hint = emptyResultsHint(state, { ids: ['ativas', 'email', 'telefone'], offIds: [] });
    expect(hint.title).toBe('A busca ignorou as palavras de “Produtos ou serviços”');
    expect(hint.text).toMatch(
      /^A busca ignora “e”, “de” em “Produtos ou serviços”: .+ Digite uma palavra do produto ou serviço\.$/,
    );
    expect(hint.text).not.toContain('afrouxar');
    expect(hint.canClear).toBe(false);
  });

  it('says the partner-name filter searched no word, also over a pasted CNPJ list', () => {
    const state = filterStateSchema.parse({
      cnpjInclude: ['11222333000181', '11444777000161'],
      textInputs: { partnerName: 'Ltda' },
    });
    const hint = emptyResultsHint(state, { ids: [], offIds: [] });
    expect(hint.title).toBe('A busca ignorou as palavras de “Nome do sócio”');
    expect(hint.text).toMatch(/^A busca ignora “ltda” em “Nome do sócio”: /);
  });

  it('still suggests loosening the filters when the keywords keep a word', () => {
    const state = filterStateSchema.parse({
      textInputs: { keywords: 'padaria, e', partnerName: 'Maria da Silva' },
    });
    expect(emptyResultsHint(state, { ids: [], offIds: [] }).title).toBe(
      'Nenhuma empresa encontrada com esses filtros',
    );
  });

  it('treats a name that is not a CNPJ as a name', () => {
    const state = filterStateSchema.parse({ term: 'padaria' });
    expect(emptyResultsHint(state, { ids: [], offIds: [] }).title).toBe(
      'Nenhuma empresa encontrada com esses filtros',
    );
  });

  const USER_TERM = {
    ids: ['ativas'] as const,
    offIds: ['nao_exportadas', 'email', 'telefone', 'site', 'socios', 'decisores'] as const,
  };

  it('knows the one CNPJ searched: the box’s, or a list of one', () => {
    expect(searchedCnpj(filterStateSchema.parse({ term: ' 11 222 333 0001 81 ' }))).toBe('11222333000181');
    expect(searchedCnpj(filterStateSchema.parse({ cnpjInclude: ['11.222.333/0001-81'] }))).toBe(
      '11222333000181',
    );
    expect(searchedCnpj(filterStateSchema.parse({ cnpjInclude: ['11222333000181', '11444777000161'] }))).toBe(
      null,
    );
    expect(searchedCnpj(filterStateSchema.parse({ term: 'padaria', cnpjInclude: ['11222333000181'] }))).toBe(
      null,
    );
    expect(searchedCnpj(filterStateSchema.parse({ term: 'padaria' }))).toBeNull();
  });

  it('offers to open a closed company the search cannot show, and no "Limpar filtros" that cannot help', () => {
    const state = filterStateSchema.parse({ term: CNPJ });
    const hint = emptyResultsHint(state, USER_TERM, {
      found: { cnpj: '11222333000181', name: 'EMPRESAS 0', situacao: 'Baixada' },
    });
    expect(hint.title).toBe('Esse CNPJ não aparece com esses filtros');
    expect(hint.text).toBe(
      'A empresa EMPRESAS 0 (11.222.333/0001-81) está na base com a situação baixada, e com um termo de busca, a busca considera somente empresas ativas. Você pode abrir a empresa mesmo assim.',
    );
    expect(hint.canClear).toBe(false);
    expect(hint.open).toEqual({ cnpj: '11222333000181', note: OPEN_COMPANY_NOTE });
    expect(OPEN_COMPANY_NOTE).toBe(
      'Abrir a empresa usa 1 crédito de consulta, como qualquer consulta (sem custo se a conta já a abriu nos últimos 30 dias).',
    );
  });

  it('tells a staff member which option hides a closed company', () => {
    const state = filterStateSchema.parse({ term: CNPJ });
    const hint = emptyResultsHint(
      state,
      { ids: [], offIds: [] },
      {
        found: { cnpj: '11222333000181', name: 'EMPRESAS 0', situacao: 'Inapta' },
      },
    );
    expect(hint.text).toContain('situação inapta, e esta busca considera somente empresas ativas');
    expect(hint.text).toContain('você pode desligar “somente ativas”');
  });

  it('keeps "Limpar filtros" for an active company other filters hide', () => {
    const state = filterStateSchema.parse({ cnpjInclude: ['11222333000181'], exclusive: { site: true } });
    const hint = emptyResultsHint(
      state,
      { ids: [], offIds: [] },
      {
        found: { cnpj: '11222333000181', name: 'PADARIA REAL', situacao: 'Ativa' },
      },
    );
    expect(hint.text).toMatch(/^A empresa PADARIA REAL \(11\.222\.333\/0001-81\) está na base, mas fora/);
    expect(hint.text).toContain('“com site”');
    expect(hint.canClear).toBe(true);
    expect(hint.open?.cnpj).toBe('11222333000181');
  });

  it('says a period that starts after the registry’s extraction cannot find anything', () => {
    const state = filterStateSchema.parse({
      dateRanges: {
        abertura: { inDate: '2026-11-01', toDate: '2026-12-01', queryField: 'dt_abertura' },
        situacao: { inDate: '01/10/2026', toDate: '01/12/2026', queryField: 'dt_situacao' },
      },
    });
    const hint = emptyResultsHint(state, { ids: [], offIds: [] }, null, '2026-09-14');
    expect(hint.title).toBe('Esse período é posterior à base da Receita Federal');
    expect(hint.text).toBe(
      'A base é a extração de 14/09/2026 da Receita Federal: o que aconteceu depois dessa data ainda não está nela, e o período escolhido começa em 01/10/2026. Escolha um período que comece até 14/09/2026.',
    );
    expect(hint.canClear).toBe(true);
    // A period that starts before the extraction may hold companies: the usual hint.
    const earlier = filterStateSchema.parse({
      dateRanges: { abertura: { inDate: '2026-08-01', toDate: '2026-12-01', queryField: 'dt_abertura' } },
    });
    expect(emptyResultsHint(earlier, { ids: [], offIds: [] }, null, '2026-09-14').title).toBe(
      'Nenhuma empresa encontrada com esses filtros',
    );
    expect(emptyResultsHint(state, { ids: [], offIds: [] }).title).toBe(
      'Nenhuma empresa encontrada com esses filtros',
    );
  });

  it('says a valid CNPJ is not in the registry, instead of blaming the filters', () => {
    const state = filterStateSchema.parse({ term: '11 222 333 0001 81' });
    const hint = emptyResultsHint(state, USER_TERM, { missing: true, releaseDate: '2026-11-15' });
    expect(hint.title).toBe('Nenhuma empresa com esse CNPJ na base');
    expect(hint.text).toBe(
      'O CNPJ 11.222.333/0001-81 é válido, mas nenhuma empresa com ele está na base da Receita Federal (extração de 15/11/2026). Confira os números ou busque pelo nome da empresa.',
    );
    expect(hint.text).not.toContain('baixada');
    expect(hint.canClear).toBe(false);
    expect(hint.open).toBeUndefined();
  });
});
