import type {
  ContactSalesBody,
  CurrentPlanResponse,
  FinishUpdateBody,
  Plan,
  PlanOrder,
  SelectedPlanResponse,
} from '@prospecta/contracts/plans-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Every plan call handles its own errors (spec §8 "Plan calls"): the screen shows them with their own texts.
const OWN_ERRORS = '?skip_handle_error=true';
export const PLANS_QUERY_KEY = ['plans'] as const;
const SELECTED_KEY = [...PLANS_QUERY_KEY, 'selected'] as const;

/** GET account_plan/current */
export function useCurrentPlan() {
  return useQuery({
    queryKey: [...PLANS_QUERY_KEY, 'current'],
    queryFn: () => api.get<CurrentPlanResponse>(`/account_plan/current${OWN_ERRORS}`),
  });
}

/** GET account_plan/list_available_plans */
export function useAvailablePlans() {
  return useQuery({
    queryKey: [...PLANS_QUERY_KEY, 'available'],
    queryFn: () => api.get<{ plans: Plan[] }>(`/account_plan/list_available_plans${OWN_ERRORS}`),
    staleTime: 60 * 60_000,
  });
}

/** GET account_plan/next: the plan above the account's whose month holds `credits` of `type` (null: none does). */
export function useNextPlan(credits: number, type: 'export' | 'click') {
  const wanted = Math.max(1, Math.ceil(credits));
  return useQuery({
    queryKey: [...PLANS_QUERY_KEY, 'next', type, wanted],
    queryFn: () =>
      api.get<{ plan: Plan | null }>(`/account_plan/next${OWN_ERRORS}&credits=${wanted}&type=${type}`),
    staleTime: 5 * 60_000,
  });
}

/** GET account_plan/selected: the account's open order, if any. */
export function useSelectedPlan() {
  return useQuery({
    queryKey: SELECTED_KEY,
    queryFn: () => api.get<SelectedPlanResponse>(`/account_plan/selected${OWN_ERRORS}`),
  });
}

function useOrderMutation<Input>(call: (input: Input) => Promise<PlanOrder | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => queryClient.setQueryData<SelectedPlanResponse>(SELECTED_KEY, { selected: order }),
    // A refusal may mean the order changed elsewhere (another tab sent it): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: SELECTED_KEY }),
  });
}

/** POST account_plan/select_plan_to_update/{planId} (owners only). */
export function useSelectPlan() {
  return useOrderMutation((planId: string) =>
    api.post<PlanOrder>(`/account_plan/select_plan_to_update/${encodeURIComponent(planId)}${OWN_ERRORS}`),
  );
}

/**
 * PUT account_plan/finish_update: sends the plan to the sales team (with `plan_id`, in place of the open order,
 * which only now is cancelled). Answers the message to show and the order sent.
 */
export function useFinishPlanOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinishUpdateBody) =>
      api.put<{ message: string; order: PlanOrder }>(`/account_plan/finish_update${OWN_ERRORS}`, body),
    onSuccess: ({ order }) =>
      queryClient.setQueryData<SelectedPlanResponse>(SELECTED_KEY, { selected: order }),
    // As above: a refused send may mean the order changed elsewhere.
    onError: () => queryClient.invalidateQueries({ queryKey: SELECTED_KEY }),
  });
}

/** DELETE account_plan/remove_selected_plan/{id} */
export function useRemovePlanOrder() {
  return useOrderMutation(async (id: string) => {
    await api.delete(`/account_plan/remove_selected_plan/${encodeURIComponent(id)}${OWN_ERRORS}`);
    return null;
  });
}

/** POST account_plan/contact_inside_sales */
export function useContactSales() {
  return useMutation({
    mutationFn: (body: ContactSalesBody) =>
      api.post<{ message: string }>(`/account_plan/contact_inside_sales${OWN_ERRORS}`, body),
  });
}
