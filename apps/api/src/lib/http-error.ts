// Errors a service throws on purpose; the errors plugin turns them into the contract's bodies.
import { type ErrorItem, MESSAGES } from '@prospecta/contracts/errors';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: ErrorItem[];

  constructor(statusCode: number, message: string, errors?: ErrorItem[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const unauthorized = (message: string = MESSAGES.sessionEnded) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyAttempts = () => new HttpError(429, MESSAGES.tooManyAttempts);
