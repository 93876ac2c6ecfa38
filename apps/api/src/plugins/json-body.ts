// JSON bodies for every route: Fastify's own parser (prototype poisoning refused), then a depth limit. A body
// nested thousands of levels deep parses fine but overflowed the stack of whatever walked it next (the search
// rules, a schema), a 500; no client of ours nests more than a few levels, so past MAX_JSON_DEPTH it is a 400.
// A NUL character in any text of the body or of the address is a 400 too: PostgreSQL refuses it in a text,
// which made every route that stores or searches a text answer 500. So are the other invisible control
// characters (`isInvisibleControl`: C0 but tab and line breaks, DEL, C1, bidi overrides and isolates), which
// were stored and shown: a bidi override made a referred name read to staff as another.
import { holdsInvisibleControl, MAX_JSON_DEPTH, MESSAGES } from '@prospecta/contracts/errors';
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
  return textWhere(value, (text) => text.includes('\0')) !== null;
}

/**
 * The path ("info_set.name", "tags.3"; "" for the body itself) of the first string of the value, a key or a
 * text at any depth, for which `test` holds, or null; no recursion. A key is reported at its own path.
 */
export function textWhere(value: unknown, test: (text: string) => boolean): string | null {
  const pending: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  const at = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path } = next;
    if (typeof node === 'string') {
      if (test(node)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((child, i) => {
        pending.push({ node: child, path: at(path, i) });
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (test(key)) return at(path, key);
        pending.push({ node: child, path: at(path, key) });
      }
    }
  }
  return null;
}

/**
 * Whether the body's JSON text may hold an invisible control character (`isInvisibleControl`): JSON carries
 * C0 controls only as escapes (`\u0007`, `\b`, `\f`), the others as themselves or escaped. Most bodies have
 * neither and are never walked.
 */
const mayHoldControls = (text: string) => /\\[ubf]/.test(text) || holdsInvisibleControl(text);

/** Percent-encoded in an address: C0 controls but tab, line feed and carriage return, DEL, C1, bidi controls. */
const ENCODED_CONTROL = /%(?:0[1-8bcef]|1[0-9a-f]|7f|c2%[89][0-9a-f]|e2%80%a[a-e]|e2%81%a[6-9])/i;

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
        // Refused at the field that holds one, for every route at once: names, notes, chat messages…
        const field = mayHoldControls(text) ? textWhere(value, holdsInvisibleControl) : null;
        if (field !== null) {
          const description = MESSAGES.invisibleControls;
          return done(
            new HttpError(400, description, [{ summary: field || 'body', description }]),
            undefined,
          );
        }
        done(null, value);
      });
    });
    // In the address a NUL can only come percent-encoded (path ids and query texts alike).
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('%00')) throw new HttpError(400, MESSAGES.nulCharacter);
      if (ENCODED_CONTROL.test(request.url) || holdsInvisibleControl(request.url))
        throw new HttpError(400, MESSAGES.invisibleControls);
    });
  },
  { name: 'json-body' },
);
