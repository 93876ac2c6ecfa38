import type {
  AdminCompanyMutationResponse,
  CorrectionField,
  UpdateCompanyRequest,
} from '@prospecta/contracts/admin-companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCompanyKey } from '@/features/admin-companies/api/get-admin-company';
import { openReportsKey } from '@/features/admin-companies/api/open-reports';
import { api } from '@/lib/api-client';

/** The form shows a refusal beside its field; the server's message on success is a toast. */
const FORM_CALL = '?skip_handle_error=true&allowed_success_notify=true';

/** PATCH /admin/update/company — the edited fields only. */
export function updateCompany(body: UpdateCompanyRequest) {
  return api.patch<AdminCompanyMutationResponse>(`/admin/update/company${FORM_CALL}`, body);
}

/** DELETE /admin/company_corrections/:cnpj/:field — the registry's value back. */
export function undoCorrection(cnpj: string, field: CorrectionField) {
  return api.delete<AdminCompanyMutationResponse>(
    `/admin/company_corrections/${encodeURIComponent(cnpj)}/${field}${FORM_CALL}`,
  );
}

/**
 * Both changes redraw the panel from their answer (the lookup again) without asking twice; a change answers the
 * company's open reports, so the queue is asked again.
 */
export function useCompanyCorrections(cnpj: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: AdminCompanyMutationResponse) => {
    queryClient.setQueryData(adminCompanyKey(cnpj), answer);
    void queryClient.invalidateQueries({ queryKey: openReportsKey });
  };
  const update = useMutation({ mutationFn: updateCompany, onSuccess });
  const undo = useMutation({
    mutationFn: (field: CorrectionField) => undoCorrection(cnpj, field),
    onSuccess,
  });
  return { update, undo };
}
