import { describe, expect, it } from 'vitest';
import { pageLabel, pageLine } from '@/features/support/lib/page-label';

describe('where a user wrote from, in words', () => {
  it.each([
    ['/', 'Listas'],
    ['/infosets/6c89596e-f337-4573-8e69-315d76186f1c', 'Lista'],
    ['/infosets/6c89596e/', 'Lista'],
    ['/infosets/6c89596e/companies/12345678000190', 'Empresa de uma lista'],
    ['/infosets/6c89596e/llm/by-decisor', 'Decisores de uma lista'],
    ['/infosets/6c89596e/llm/email', 'Lista por canal'],
    ['/search', 'Busca'],
    ['/search/08ec3c1e-8b7a-4b55-9d0e-2f1c0a7d9e11', 'Busca'],
    ['/search/08ec3c1e/12345678000190', 'Empresa na busca'],
    ['/historico', 'Histórico de buscas'],
    ['/upgrade_plans', 'Planos e créditos'],
    ['/user', 'Painel do usuário'],
    ['/user/overview', 'Painel do usuário'],
    ['/user/adminpanel', 'Painel do usuário: usuários da conta'],
    ['/user/share-and-win', 'Painel do usuário: indique e ganhe'],
    ['/contrato/abc', 'Contrato'],
    ['/shop/manage-subscriptions', 'Loja'],
    ['/shop/config/record-app', 'Loja: configuração de um app'],
    ['/crm/hubspot/callback', 'Conexão com o CRM'],
  ])('%s is %s', (page, label) => {
    expect(pageLabel(page)).toBe(label);
  });

  it.each(['/lists/123', '/infosets', '/search/a/b/c', '/user/overview/extra', 'lists'])(
    '%s is no screen of the app',
    (page) => {
      expect(pageLabel(page)).toBeNull();
    },
  );

  it('says the screen, or the path as it is when unknown', () => {
    expect(pageLine('/search/08ec3c1e')).toBe('Escrita na tela Busca');
    expect(pageLine('/lists/123')).toBe('Escrita em /lists/123');
  });
});
