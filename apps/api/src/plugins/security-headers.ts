// Security headers on every response (the API's JSON and the built SPA it serves). Written here rather than
// through a helmet-style dependency: the policy is a handful of fixed headers, chosen for this app.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA loads only its own bundle. Styles allow 'unsafe-inline' because Mantine writes its CSS variables
 * in a <style> element and the charts set style attributes; images allow data: and blob: (icons, exported
 * previews). Nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** HSTS only over HTTPS (behind a proxy, with TRUST_PROXY set): over plain HTTP browsers ignore it. */
const HSTS = 'max-age=15552000; includeSubDomains';

/** The headers on one reply (a header the route set itself is kept). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
