import { describe, expect, it } from 'vitest';
import { ApiError, decideGlobalError } from '@/lib/api-errors';
import { ACCOUNT_NOT_FOUND, accountInfoUrl, accountLoadFailure } from './account-load';

describe('accountInfoUrl', () => {
  it('asks for the account with its failure left to the drawer (no global toast)', () => {
    const url = accountInfoUrl('not-a-uuid');
    expect(url).toBe('/admin/account/not-a-uuid/account_info?skip_handle_error=true');
    expect(accountInfoUrl('a/b?c')).toBe('/admin/account/a%2Fb%3Fc/account_info?skip_handle_error=true');
    for (const status of [400, 404, 500]) {
      const body = { message: 'Nenhum resultado encontrado' };
      expect(decideGlobalError({ status, url, body, isStaff: true }).toast).toBeNull();
    }
  });
});

describe('accountLoadFailure', () => {
  it('says an unknown or malformed account id names no account, without a retry', () => {
    for (const status of [400, 404]) {
      expect(accountLoadFailure(new ApiError(status, { message: 'Nenhum resultado encontrado' }))).toEqual(
        ACCOUNT_NOT_FOUND,
      );
    }
    expect(ACCOUNT_NOT_FOUND).toEqual({
      title: 'Conta não encontrada',
      message: 'Ela pode ter sido removida ou o link está errado.',
      retryable: false,
    });
  });

  it('offers a retry for the network and the server', () => {
    const offline = new ApiError(
      0,
      undefined,
      'Não foi possível conectar ao servidor. Verifique sua conexão.',
    );
    expect(accountLoadFailure(offline)).toEqual({
      title: 'Não foi possível carregar a conta',
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
      retryable: true,
    });
    for (const status of [500, 502, 503]) {
      expect(accountLoadFailure(new ApiError(status, { message: 'Erro no servidor' })).retryable).toBe(true);
    }
    expect(accountLoadFailure(new TypeError('Failed to fetch')).retryable).toBe(true);
  });

  it('shows any other refusal in the server’s words, without a retry', () => {
    expect(accountLoadFailure(new ApiError(403, { message: 'Sem permissão' }))).toEqual({
      title: 'Não foi possível carregar a conta',
      message: 'Sem permissão',
      retryable: false,
    });
  });
});
