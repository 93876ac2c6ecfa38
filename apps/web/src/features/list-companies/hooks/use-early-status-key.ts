import { useHotkeys } from '@mantine/hooks';
import {
  type ListCompany,
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { useEffect, useRef, useState } from 'react';
import { dialogOver } from '@/lib/dialog-over';
import { showToast } from '@/lib/notify';

type Early = { companyId: string; status: ProspectingStatus };

/**
 * A status key (1 to 6) pressed on a company's page before the company is there (a step to one not fetched
 * ahead yet): kept and applied once it is read, through the same change as the select's (its toast, "Desfazer");
 * said refused when the company could not be read, its status cannot be changed here, or the seller stepped
 * on before it came. Never dropped without a word. Answers the status waiting, for the page to say so.
 */
export function useEarlyStatusKey(props: {
  companyId: string;
  /** The company once read (undefined while it loads). */
  company: ListCompany | undefined;
  /** Its read failed (not in the list, an error). */
  failed: boolean;
  /** Why its status cannot be changed here (another user's statuses are shown), or nothing. */
  locked: string | null;
  apply: (company: ListCompany, to: ProspectingStatus) => void;
}): ProspectingStatus | null {
  const { companyId, company, failed, locked } = props;
  const [early, setEarly] = useState<Early | null>(null);
  const apply = useRef(props.apply);
  apply.current = props.apply;
  const loading = !company && !failed;
  useHotkeys(
    loading && !locked
      ? PROSPECTING_STATUSES.map((status, index) => [
          String(index + 1),
          () => {
            if (!dialogOver()) setEarly({ companyId, status });
          },
        ])
      : [],
  );
  useEffect(() => {
    if (!early) return;
    const label = PROSPECTING_STATUS_LABELS[early.status];
    if (early.companyId !== companyId) {
      refuse(`Você passou para outra empresa antes de a anterior carregar: "${label}" não foi aplicado.`);
    } else if (failed) {
      refuse(`A empresa não carregou: "${label}" não foi aplicado.`);
    } else if (company && locked) {
      refuse(locked);
    } else if (company) {
      if (company.status !== early.status) apply.current(company, early.status);
    } else return;
    setEarly(null);
  }, [early, companyId, company, failed, locked]);
  return early && early.companyId === companyId ? early.status : null;
}

function refuse(message: string) {
  showToast({ color: 'yellow', title: 'Status não aplicado', message });
}
