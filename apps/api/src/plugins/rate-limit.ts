import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '@/lib/http-error.ts';

/** Per-IP limits, opted into by routes (`config.rateLimit`), such as the sign-in routes. */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => tooManyAttempts(),
    });
  },
  { name: 'rate-limit' },
);

export function signInRateLimit(maxPerMinute: number) {
  return { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } };
}

/** The same per-IP limit for public routes that take a guessable code (shared download links). */
export const publicRateLimit = signInRateLimit;
