// The error contract: `{ message, errors? }` in Portuguese for every failure; staff alone see 500 details.
import type { ErrorBody, ErrorItem } from '@prospecta/contracts/errors';
import { MESSAGES } from '@prospecta/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { bearerToken, verifyAccessToken } from '@/modules/auth/access-token.ts';

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MESSAGES.sessionEnded,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  429: MESSAGES.tooManyAttempts,
};

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
  const message = errors.length === 1 && errors[0] ? errors[0].description : MESSAGES.invalidData;
  return { message, errors } satisfies ErrorBody;
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
        const body: ErrorBody = { message: error.message, ...error.fields };
        if (error.errors) body.errors = error.errors;
        return reply.code(error.statusCode).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: MESSAGE_BY_STATUS[status] ?? MESSAGES.invalidData });
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
