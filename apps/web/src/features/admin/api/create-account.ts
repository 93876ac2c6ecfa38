import {
  ADMIN_ACCOUNTS_API_PATHS,
  type CreateAccountRequest,
  type CreateAccountResponse,
} from '@prospecta/contracts/admin-accounts-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FORM_CALL, showAccountChange } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

const apiPath = (path: string) => path.replace(/^\/api/, '');

/**
 * POST /admin/create_account, or /users/create_account_test for a test account: the account and its owner;
 * the refusal shows in the form.
 */
export function createAccount(body: CreateAccountRequest, test: boolean) {
  const path = test ? ADMIN_ACCOUNTS_API_PATHS.createTestAccount : ADMIN_ACCOUNTS_API_PATHS.createAccount;
  return api.post<CreateAccountResponse>(`${apiPath(path)}${FORM_CALL}`, body);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, test }: { body: CreateAccountRequest; test: boolean }) => createAccount(body, test),
    // The drawer opens on it without asking again; the list gains its owner.
    onSuccess: ({ account }) => showAccountChange(queryClient, account),
  });
}
