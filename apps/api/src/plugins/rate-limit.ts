import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '@/lib/http-error.ts';

/**
 * Per-IP limits, opted into by routes (`config.rateLimit`), each route counting on its own; the answer says
 * how long until the address may try again (the window's rest) and sends it as Retry-After too.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });
  },
  { name: 'rate-limit' },
);

/**
 * The sign-in routes' ceiling per IP, successful requests included (RATE_LIMIT_SIGNIN_PER_MINUTE): high, as
 * an office behind one address signs in together; guessing is held by the failures per IP and e-mail
 * (auth.service.ts).
 */
export function signInRateLimit(maxPerMinute: number) {
  return { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } };
}

/**
 * Public routes whose answer tells whether an e-mail has an account (the spec's account check, a referral's
 * register refusing a user's e-mail): no more than this a minute per IP, under their route's own ceiling.
 */
export const ACCOUNT_CHECKS_PER_MINUTE = 30;

/** The same per-IP limit for public routes that take a guessable code (shared download links). */
export const publicRateLimit = signInRateLimit;
