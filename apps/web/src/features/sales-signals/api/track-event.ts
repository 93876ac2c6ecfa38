import type {
  BrowserEventKind,
  TrackEventBody,
  TrackEventResponse,
} from '@prospecta/contracts/sales-signals-api';
import { OWN_ERRORS } from '@/features/sales-signals/api/sales-signals-query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /ddcs/ka/:event — what only the browser knows (an upgrade link followed, the offer shown or put off).
 * Fire and forget: a failure is nobody's business on the screen, and the server throttles repeats.
 */
export function trackEvent(kind: BrowserEventKind, detail?: string | null): void {
  const body: TrackEventBody = detail ? { detail } : {};
  api
    .post<TrackEventResponse>(`/ddcs/ka/${kind}?${OWN_ERRORS}`, body, { keepalive: true })
    .catch(() => undefined);
}
