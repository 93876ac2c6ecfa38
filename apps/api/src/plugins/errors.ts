// The error contract: `{ message, errors? }` in Portuguese for every failure; staff alone see 500 details.
import type { ErrorBody, ErrorItem } from '@prospecta/contracts/errors';
import { echoed, MESSAGES } from '@prospecta/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { bearerToken, verifyAccessToken } from '@/modules/auth/access-token.ts';
import { setSecurityHeaders } from '@/plugins/security-headers.ts';

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MESSAGES.sessionEnded,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.requestTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyAttempts,
};

/** Fastify's refusals of a body it could not read, each in its own words (they all said "Dados inválidos"). */
const MESSAGE_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.requestTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
};

/**
 * The longest text of a refusal and the most entries it lists: a safety net under the messages that quote
 * a value (they cut it themselves, `echoed`), so no refusal of a huge input is huge.
 */
const MAX_TEXT_CHARS = 1000;
const MAX_ERRORS = 100;

/** The field an entry is about: an item of a list counts for its list ("where.sg_uf.3" → "where.sg_uf"). */
const fieldOf = (summary: string) =>
  summary
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');

/**
 * The top message of a refusal listing several entries (the web shows `message` first, spec §8): the first
 * entry's own words, with how many fields or further errors there are, instead of a bare "Dados inválidos".
 */
export function refusalMessage(errors: readonly ErrorItem[]): string {
  const [first, ...rest] = errors;
  if (!first) return MESSAGES.invalidData;
  if (rest.length === 0) return first.description;
  // Short enough that the count after it is never cut off.
  const words = echoed(first.description, MAX_TEXT_CHARS / 2);
  const fields = new Set(errors.map((e) => fieldOf(e.summary))).size;
  if (fields > 1)
    return words === MESSAGES.invalidData
      ? `Dados inválidos em ${fields} campos`
      : `Dados inválidos em ${fields} campos. ${words}`;
  return `${words} (e mais ${rest.length} ${rest.length === 1 ? 'erro' : 'erros'})`;
}

/** A refusal's body: long texts cut, at most MAX_ERRORS entries, a useful message over several entries. */
export function refusalBody(message: string, errors?: readonly ErrorItem[]): ErrorBody {
  if (!errors || errors.length === 0) return { message: echoed(message, MAX_TEXT_CHARS) };
  const items = errors.map((e) => ({
    summary: echoed(e.summary, MAX_TEXT_CHARS),
    description: echoed(e.description, MAX_TEXT_CHARS),
  }));
  const said = message === MESSAGES.invalidData ? refusalMessage(items) : message;
  return { message: echoed(said, MAX_TEXT_CHARS), errors: items.slice(0, MAX_ERRORS) };
}

function validationBody(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const context = error.validationContext ?? 'body';
  const items = error.validation.map((issue) => ({
    summary: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
    description: issue.message ?? MESSAGES.invalidData,
  }));
  // One entry per distinct refusal: two checks of a schema may say the same thing of one field (a number both
  // too large and not safe, say), and a repeated item tells the caller nothing more.
  const errors: ErrorItem[] = [
    ...new Map(items.map((item) => [`${item.summary}\u0000${item.description}`, item])).values(),
  ];
  return refusalBody(MESSAGES.invalidData, errors);
}

/**
 * Fastify's refusals before any route runs (the server option `frameworkErrors`): a path parameter longer
 * than the router takes (an id of thousands of characters) or one that cannot be decoded names nothing, so
 * every method answers the 404 a GET of an unknown id gets, never the router's English 414 echoing the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL') {
    // Sent before any hook of the app exists for the request: the security headers are set here.
    setSecurityHeaders(request, reply);
    reply.code(404).send({ message: MESSAGES.notFound });
    return;
  }
  request.log.error({ err: error }, 'router error');
  setSecurityHeaders(request, reply);
  reply.code(500).send({ message: MESSAGES.serverError });
}

/** A path of the API (`/api`, `/api/…`, `/api?…`): never the SPA's page nor one of its files. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export const errorsPlugin = fp(
  async (app) => {
    async function callerIsStaff(request: FastifyRequest): Promise<boolean> {
      if (request.user) return isStaff(request.user, app.config.staffEmailDomain);
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await verifyAccessToken(app.config.tokenSecret, token) : null;
      return claims ? isStaff({ role: claims.role }, app.config.staffEmailDomain) : false;
    }

    app.setErrorHandler(async (error: FastifyError, request, reply: FastifyReply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(validationBody(error));
      }
      if (error instanceof HttpError) {
        const body: ErrorBody = { ...refusalBody(error.message, error.errors), ...error.fields };
        return reply.code(error.statusCode).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          (error.code ? MESSAGE_BY_CODE[error.code] : undefined) ??
          MESSAGE_BY_STATUS[status] ??
          MESSAGES.invalidData;
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'unhandled error');
      const body: ErrorBody = { message: MESSAGES.serverError };
      if (await callerIsStaff(request)) {
        body.details = error.message;
        body.endpoint = `${request.method} ${request.url}`;
      }
      return reply.code(500).send(body);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = isApiPath(request.url);
      // A missing build file is a 404, not the page: HTML in place of a script leaves the app blank.
      const isAsset = request.url.startsWith('/assets/');
      const spa = app.hasReplyDecorator('sendFile');
      if (spa && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ message: MESSAGES.notFound });
    });
  },
  { name: 'errors' },
);
