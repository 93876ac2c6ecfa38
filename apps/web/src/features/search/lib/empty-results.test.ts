import { filterStateSchema } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import { emptyResultsHint } from './empty-results';

const CNPJ = '11.222.333/0001-81';

describe('emptyResultsHint', () => {
  it('names the options the role keeps on apart from the ones the user can turn off', () => {
    const state = filterStateSchema.parse({ exclusive: { site: true } });
    const hint = emptyResultsHint(state, ['ativas', 'email', 'telefone']);
    expect(hint.title).toBe('Nenhuma empresa encontrada com esses filtros');
    expect(hint.text).toContain(
      'Seu perfil sempre busca empresas somente ativas, com e-mail e com telefone.',
    );
    expect(hint.text).toContain('Desligue em Opções exclusivas: ainda não exportadas e com site.');
  });

  it('says why a typed CNPJ finds nothing, without blaming e-mail or site', () => {
    const state = filterStateSchema.parse({ term: CNPJ });
    const hint = emptyResultsHint(state, ['ativas']);
    expect(hint.title).toBe('Esse CNPJ não aparece com esses filtros');
    expect(hint.text).toMatch(/^A empresa pode estar baixada, inapta ou suspensa, já exportada pela conta/);
    expect(hint.text).toContain('Seu perfil sempre busca empresas somente ativas.');
    expect(hint.text).not.toContain('site');
  });

  it('speaks of several CNPJs for a pasted list, and offers nothing to turn off when all is off', () => {
    const state = filterStateSchema.parse({
      cnpjInclude: ['11222333000181', '11444777000161'],
      exclusive: { ativas: false, nao_exportadas: false },
    });
    const hint = emptyResultsHint(state, []);
    expect(hint.title).toBe('Nenhum desses CNPJs aparece com esses filtros');
    expect(hint.text).not.toContain('Desligue');
    expect(hint.text).not.toContain('perfil');
  });

  it('treats a name that is not a CNPJ as a name', () => {
    const state = filterStateSchema.parse({ term: 'padaria' });
    expect(emptyResultsHint(state, []).title).toBe('Nenhuma empresa encontrada com esses filtros');
  });
});
