import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { rememberSimilarOrigin } from '@/features/search/lib/similar-origin';
import { cnpjListSearchHref } from '@/features/search/lib/url-state';

/**
 * Opens the most similar companies as a search of their CNPJs (the user then filters, adds them to a list or
 * exports them); `label` ("RATRALU", "a lista Indústrias SP") is what the search then says they resemble.
 */
export function useOpenSimilarSearch(): (cnpjs: string[], label: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (cnpjs: string[], label: string) => {
      try {
        rememberSimilarOrigin(window.sessionStorage, cnpjs, label);
      } catch {
        // Storage refused (private mode, full): the search opens without saying what it resembles.
      }
      navigate(cnpjListSearchHref(paths.search.getHref(), cnpjs));
    },
    [navigate],
  );
}
