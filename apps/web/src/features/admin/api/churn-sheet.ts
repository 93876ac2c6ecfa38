import { type ChurnSheetRequest, churnSheetFileName } from '@prospecta/contracts/admin-credits-api';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { getSession } from '@/lib/auth-storage';
import { saveBlob } from '@/lib/save-blob';

/** Spec §9: a file download may take up to 20 minutes. */
const DOWNLOAD_TIMEOUT_MS = 20 * 60 * 1000;

/**
 * POST /user/generate_churn_data_sheet/ — the .xlsx comes in the answer: fetched with the bearer token (the API
 * client reads JSON), kept as a Blob and saved under its name. A refusal's message is the API's.
 */
export async function downloadChurnSheet(body: ChurnSheetRequest & { rangeDate: [string, string] }) {
  const token = getSession()?.token;
  const response = await fetch('/api/user/generate_churn_data_sheet/', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new ApiError(0, undefined, 'Não foi possível conectar ao servidor. Verifique sua conexão.', {
      cause,
    });
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => undefined));
  const name = churnSheetFileName(body.rangeDate[0], body.rangeDate[1]);
  saveBlob(await response.blob(), name);
  return name;
}

export function useDownloadChurnSheet() {
  return useMutation({ mutationFn: downloadChurnSheet });
}
