import type {
  CreateSubUserRequest,
  RestoreSubUserRequest,
  SubUserMutationResponse,
  SupervisedResponse,
  UpdateSubUserRequest,
} from '@prospecta/contracts/account-users-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ACCOUNT_USERS_QUERY_KEY = ['account-users'] as const;

/** GET /user/supervised — every user of the account, with the seats the plan counts. */
export function useAccountUsers(enabled: boolean) {
  return useQuery({
    queryKey: ACCOUNT_USERS_QUERY_KEY,
    queryFn: () => api.get<SupervisedResponse>('/user/supervised'),
    enabled,
  });
}

// The form shows a refusal (e-mail taken, plan full) inside it, so errors skip the global toast; the
// success message is the server's ("Usuário criado com sucesso", …).
const FORM_MARKERS = '?skip_handle_error=true&allowed_success_notify=true';

export function useAccountUserChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_USERS_QUERY_KEY });
  const create = useMutation({
    mutationFn: (body: CreateSubUserRequest) =>
      api.post<SubUserMutationResponse>(`/user/sub_user${FORM_MARKERS}`, body),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, body, inForm }: { id: string; body: UpdateSubUserRequest; inForm?: boolean }) =>
      api.patch<SubUserMutationResponse>(
        `/user/sub_user/${encodeURIComponent(id)}${inForm ? FORM_MARKERS : '?allowed_success_notify=true'}`,
        body,
      ),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.delete<SubUserMutationResponse>(`/user/sub_user/${encodeURIComponent(id)}`),
    onSettled,
  });
  const restore = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<SubUserMutationResponse>(`/user/sub_user/${encodeURIComponent(id)}/restore${FORM_MARKERS}`, {
        active,
      } satisfies RestoreSubUserRequest),
    onSettled,
  });
  return { create, update, remove, restore };
}
