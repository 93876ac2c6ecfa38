import { describe, expect, it } from 'vitest';
import { formatPageTitle, LOADING_PAGE_NAME, routeTitleOf, screenOf } from '@/lib/page-title';

describe('formatPageTitle', () => {
  it.each([
    ['Minhas listas', 'Minhas listas · Prospecta'],
    [LOADING_PAGE_NAME, 'Carregando… · Prospecta'],
    ['  Clientes SP  ', 'Clientes SP · Prospecta'],
    ['', 'Prospecta'],
    [null, 'Prospecta'],
    [undefined, 'Prospecta'],
  ])('%j → %s', (name, title) => {
    expect(formatPageTitle(name)).toBe(title);
  });
});

describe('routeTitleOf', () => {
  it.each([
    ['/', 'Minhas listas'],
    ['/login', 'Entrar'],
    ['/search', 'Busca de empresas'],
    ['/search/12', 'Busca de empresas'],
    ['/search/12/12345678000195', 'Busca de empresas'],
    ['/historico', 'Histórico de buscas'],
    ['/infosets/7', 'Lista'],
    ['/infosets/7/', 'Lista'],
    ['/infosets/7/companies/99', 'Empresa da lista'],
    ['/infosets/7/llm/by-decisor', 'Lista por decisor'],
    ['/infosets/7/llm/whatsapp', 'Lista'],
    ['/user/adminpanel', 'Usuários da conta'],
    ['/user/password', 'Alterar senha'],
    ['/user', 'Painel do usuário'],
    ['/upgrade_plans', 'Planos e créditos'],
    ['/admin', 'Administração'],
    ['/recover_password/abc', 'Criar nova senha'],
    ['/shop/manage-subscriptions', 'Loja'],
    ['/crm/hubspot/callback', 'Conectar ferramenta'],
    ['/indicacao/Ab3x9Kq2Zz', 'Indicação para o Prospecta'],
    ['/user/share-and-win', 'Indique e ganhe'],
    ['/searching', null],
    ['/qualquer-coisa', null],
  ])('%s → %s', (path, title) => {
    expect(routeTitleOf(path)).toBe(title);
  });
});

describe('screenOf', () => {
  it('keeps the search, its stored searches and its company drawer on one screen', () => {
    expect(screenOf('/search')).toBe(screenOf('/search/12'));
    expect(screenOf('/search/12')).toBe(screenOf('/search/12/12345678000195'));
  });

  it('keeps the control panel tabs and the steps between a list company and the next on one screen', () => {
    expect(screenOf('/user/overview')).toBe(screenOf('/user/adminpanel'));
    expect(screenOf('/infosets/7/companies/1')).toBe(screenOf('/infosets/7/companies/2'));
  });

  it.each([
    ['/', '/search'],
    ['/infosets/7', '/infosets/7/companies/1'],
    ['/infosets/7', '/infosets/8'],
    ['/infosets/7/companies/1', '/infosets/8/companies/1'],
    ['/historico', '/search'],
    ['/user/overview', '/upgrade_plans'],
    ['/login', '/'],
  ])('%s and %s are different screens', (a, b) => {
    expect(screenOf(a)).not.toBe(screenOf(b));
  });

  it('ignores a trailing slash', () => {
    expect(screenOf('/admin/')).toBe(screenOf('/admin'));
  });
});
