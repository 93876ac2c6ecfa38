// Errors a service throws on purpose; the errors plugin turns them into the contract's bodies.
import {
  type ErrorItem,
  MESSAGES,
  type SessionEndReason,
  tooManyAttemptsMessage,
} from '@prospecta/contracts/errors';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: ErrorItem[];
  /** Fields the body carries besides `message` and `errors` (a 401's `reason`, a 409's `eventId`). */
  readonly fields?: Record<string, string>;

  constructor(statusCode: number, message: string, errors?: ErrorItem[], fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.fields = fields;
  }
}

export const unauthorized = (message: string = MESSAGES.sessionEnded) => new HttpError(401, message);
/** The session is over; `reason` when the server knows why (a password changed elsewhere, access turned off…). */
export const sessionEnded = (reason?: SessionEndReason | null) =>
  new HttpError(401, MESSAGES.sessionEnded, undefined, reason ? { reason } : undefined);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const unprocessable = (message: string) => new HttpError(422, message);
/** 429, saying how long to wait when the limit knows it. */
export const tooManyAttempts = (waitMs?: number) =>
  new HttpError(429, waitMs === undefined ? MESSAGES.tooManyAttempts : tooManyAttemptsMessage(waitMs));
