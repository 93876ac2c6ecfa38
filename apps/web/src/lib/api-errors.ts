// The global error handling of spec §8, as pure decisions: what to show and whether the session ends.
// api-client.ts applies the decision (toasts, logout, redirect).

import {
  MESSAGES,
  SESSION_END_ADVICE,
  SESSION_END_REASONS,
  type SessionEndReason,
} from '@prospecta/contracts/errors';

export const SESSION_ENDED_MESSAGE = MESSAGES.sessionEnded;
export const FORBIDDEN_MESSAGE = MESSAGES.forbidden;
export const DEFAULT_ERROR_MESSAGE = MESSAGES.notFound;
export const SERVER_DOWN_TITLE = MESSAGES.serverError;
export const SERVER_DOWN_MESSAGE = MESSAGES.serverErrorDetail;
export const DEFAULT_SUCCESS_MESSAGE = MESSAGES.operationSucceeded;

export const SKIP_HANDLE_ERROR = 'skip_handle_error';
export const ALLOWED_SUCCESS_NOTIFY = 'allowed_success_notify';

export type Toast = { color: 'red' | 'yellow' | 'green'; title?: string; message: string };
export type ErrorDecision = { toast: Toast | null; logout: boolean; clearCache: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The server message, taken in order from error, description, message, then the first of errors. */
export function extractServerMessage(body: unknown): string | null {
  if (typeof body === 'string') return nonEmptyString(body);
  if (!isRecord(body)) return null;
  const direct =
    nonEmptyString(body.error) ?? nonEmptyString(body.description) ?? nonEmptyString(body.message);
  if (direct) return direct;
  if (Array.isArray(body.errors)) {
    const first: unknown = body.errors[0];
    if (isRecord(first)) return nonEmptyString(first.description) ?? nonEmptyString(first.summary);
    return nonEmptyString(first);
  }
  return null;
}

/**
 * Whether a 5xx message is our API's: ours are Portuguese, with an accented letter ("indisponível", "não",
 * "possível"); a proxy's or a framework's ("Internal Server Error", "Bad Gateway") is plain ASCII English.
 */
function isOwnServerMessage(message: string): boolean {
  return /[áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]/.test(message);
}

/**
 * What the user reads of a failed answer: our own message as sent (any 4xx, our 5xx); a body that is not our
 * JSON (a proxy's HTML "502 Bad Gateway", plain text) or a 5xx in other words, the fixed "Servidor indisponível…".
 * Null when the answer says nothing (a 4xx without a message): the caller's fallback then.
 */
export function userErrorMessage(status: number, body: unknown): string | null {
  if (typeof body === 'string') return SERVER_DOWN_TITLE;
  const message = extractServerMessage(body);
  if (status >= 500 && (message === null || !isOwnServerMessage(message))) return SERVER_DOWN_TITLE;
  return message;
}

/** True when the URL (path or query) carries the marker, e.g. `/info_sets?skip_handle_error=true`. */
export function hasMarker(url: string, marker: string): boolean {
  return url.includes(marker);
}

/** True for the current-user call `/user/me` (with or without /api and a query). */
export function isCurrentUserCall(url: string): boolean {
  return /(^|\/)user\/me(\?|$)/.test(url);
}

/**
 * A 403 may mean the user's role changed while signed in (an owner made them a prospector): the signed-in user
 * is read again, so the route guards apply the role the server now knows. Not for `/user/me` itself (a loop),
 * and whatever the skip marker says: it words the refusal, not the user's state.
 */
export function shouldReloadUser(status: number, url: string): boolean {
  return status === 403 && !isCurrentUserCall(url);
}

/** A failure the same request cannot get past: a refusal (403) or something no longer there (400, 404). */
export function isRetryUseless(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || isMissing(error));
}

export type ErrorContext = { status: number; url: string; body: unknown; isStaff: boolean };

export function decideGlobalError({ status, url, body, isStaff }: ErrorContext): ErrorDecision {
  const none: ErrorDecision = { toast: null, logout: false, clearCache: false };
  if (hasMarker(url, SKIP_HANDLE_ERROR)) return none;
  if (status === 401) {
    const reason = sessionEndReason(body);
    const toast: Toast = {
      color: 'yellow',
      message: (reason && SESSION_END_ADVICE[reason]) ?? SESSION_ENDED_MESSAGE,
    };
    if (reason) toast.title = SESSION_END_REASONS[reason];
    return { toast, logout: true, clearCache: true };
  }
  if (status === 403) return { ...none, toast: { color: 'yellow', message: FORBIDDEN_MESSAGE } };
  if (status === 400 || status === 404 || status === 422) {
    const message = userErrorMessage(status, body) ?? DEFAULT_ERROR_MESSAGE;
    return { ...none, toast: { color: 'red', message } };
  }
  const serverDown: Toast = {
    color: 'red',
    title: SERVER_DOWN_TITLE,
    message: serverDownDetails(body, isStaff),
  };
  if (status === 500) return { ...none, toast: serverDown };
  if (isCurrentUserCall(url)) return { toast: serverDown, logout: true, clearCache: true };
  return none;
}

/** Why the server ended the session, when its 401 says (`reason`, ours) and the reason is known. */
function sessionEndReason(body: unknown): SessionEndReason | null {
  const reason = isRecord(body) ? body.reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(SESSION_END_REASONS, reason)
    ? (reason as SessionEndReason)
    : null;
}

function serverDownDetails(body: unknown, isStaff: boolean): string {
  if (!isStaff || !isRecord(body)) return SERVER_DOWN_MESSAGE;
  const extra = [
    nonEmptyString(body.details) && `Detalhes: ${String(body.details)}`,
    nonEmptyString(body.endpoint) && `Endpoint: ${String(body.endpoint)}`,
  ].filter((line): line is string => typeof line === 'string');
  return [SERVER_DOWN_MESSAGE, ...extra].join('\n');
}

/** The success toast for URLs with allowed_success_notify, or null. */
export function decideSuccessToast(url: string, body: unknown): Toast | null {
  if (!hasMarker(url, ALLOWED_SUCCESS_NOTIFY)) return null;
  const message = isRecord(body) ? nonEmptyString(body.message) : null;
  return { color: 'green', message: message ?? DEFAULT_SUCCESS_MESSAGE };
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(
    status: number,
    body: unknown,
    fallback: string = DEFAULT_ERROR_MESSAGE,
    options?: ErrorOptions,
  ) {
    super(userErrorMessage(status, body) ?? fallback, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The thing a screen asked for by its id is not there: unknown or removed (404), or an id that cannot name
 * one (400). A retry would answer the same; any other failure (the network, a 5xx) may pass.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

/**
 * What a form says about its failed request: the server's own words for a refusal (4xx), else `unexpected`,
 * the operation's message for a failure it could not foresee (a 5xx, the network); without one, the error's.
 */
export function failureMessage(error: unknown, unexpected?: string): string | null {
  if (!error) return null;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (!refused && unexpected) return unexpected;
  return error instanceof Error
    ? error.message
    : (unexpected ?? 'Ocorreu um erro inesperado. Tente novamente.');
}
