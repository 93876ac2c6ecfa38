// JSON bodies for every route: Fastify's own parser (prototype poisoning refused), then a depth limit. A body
// nested thousands of levels deep parses fine but overflowed the stack of whatever walked it next (the search
// rules, a schema), a 500; no client of ours nests more than a few levels, so past MAX_JSON_DEPTH it is a 400.
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

export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parse(request, body.toString(), (error, value) => {
        if (error) return done(error, undefined);
        if (nestsDeeperThan(value, MAX_JSON_DEPTH))
          return done(new HttpError(400, MESSAGES.nestedTooDeep), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
