// JSON bodies for every route: Fastify's own parser (prototype poisoning refused), then a depth limit. A body
// nested thousands of levels deep parses fine but overflowed the stack of whatever walked it next (the search
// rules, a schema), a 500; no client of ours nests more than a few levels, so past MAX_JSON_DEPTH it is a 400.
// A NUL character in any text of the body or of the address is a 400 too: PostgreSQL refuses it in a text,
// which made every route that stores or searches a text answer 500.
import { MAX_JSON_DEPTH, MESSAGES } from '@prospecta/contracts/errors';
import fp from 'fastify-plugin';
import { HttpError } from '@/lib/http-error.ts';

/**
 * The body limit of the routes that take up to 100 000 chosen CNPJs (an export's or a removal's `cnpjs`, as
 * "Selecionar todas as N" gives them): 100 000 formatted CNPJs are ≈ 2.1 MB of JSON, past Fastify's 1 MB
 * default, which refused every choice of more than ≈ 58 000 companies with a 413.
 */
export const CNPJ_LIST_BODY_LIMIT = 4 * 1024 * 1024;

/** True when objects and arrays nest deeper than `max` levels (the body itself is level 1); no recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, depth } = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) pending.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

/** True when a string of the value (a key or a text, at any depth) holds a NUL character; no recursion. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') {
      if (node.includes('\0')) return true;
    } else if (typeof node === 'object' && node !== null) {
      if (!Array.isArray(node)) pending.push(...Object.keys(node));
      pending.push(...Object.values(node));
    }
  }
  return false;
}

export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      parse(request, text, (error, value) => {
        if (error) return done(error, undefined);
        if (nestsDeeperThan(value, MAX_JSON_DEPTH))
          return done(new HttpError(400, MESSAGES.nestedTooDeep), undefined);
        // JSON writes a NUL as an escape: a body without one has none (most bodies are never walked).
        if (/\\u0000/i.test(text) && holdsNul(value))
          return done(new HttpError(400, MESSAGES.nulCharacter), undefined);
        done(null, value);
      });
    });
    // In the address a NUL can only come percent-encoded (path ids and query texts alike).
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('%00')) throw new HttpError(400, MESSAGES.nulCharacter);
    });
  },
  { name: 'json-body' },
);
