// The export endpoints (spec exports §7.1): to a tool, to a file, counts, cancel, progress, status, files,
// and the shared download by short code (no sign-in; the web route /short/link_to_download_list/:code
// points the browser here).
import {
  calculateBodySchema,
  calculateResponseSchema,
  cancelBodySchema,
  cancelResponseSchema,
  EXPORTS_API_PATHS,
  exportAlreadyRunningBodySchema,
  exportInProgressResponseSchema,
  exportStartedResponseSchema,
  exportStatusSchema,
  exportsInProgressResponseSchema,
  filesQuerystringSchema,
  inProgressParamsSchema,
  listIdParamsSchema,
  serviceParamsSchema,
  sheetBodySchema,
  shortLinkParamsSchema,
  statusParamsSchema,
  toolExportBodySchema,
  toolExportParamsSchema,
  totvsExistingResponseSchema,
} from '@prospecta/contracts/exports-api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerJobHandler } from '@/jobs/job-handlers.ts';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { CNPJ_LIST_BODY_LIMIT } from '@/plugins/json-body.ts';
import { publicRateLimit } from '@/plugins/rate-limit.ts';
import { createExportProgressService, type FileDownload } from './export-progress.service.ts';
import { EXPORT_CLEANUP_JOB, EXPORT_FILE_JOB, EXPORT_TOOL_JOB } from './export-run.ts';
import { createExportsService } from './exports.service.ts';
import { runFileExport } from './files/export-file.job.ts';
import { runFilesCleanup, scheduleFilesCleanup } from './files/files-cleanup.job.ts';
import { runToolExport } from './tools/export-tool.job.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
/** A start's answers: its 409 names the export already running for the list and target. */
const startResponses = { 202: exportStartedResponseSchema, ...errors, 409: exportAlreadyRunningBodySchema };

const sendFile = (reply: FastifyReply, file: FileDownload) =>
  reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-store')
    .send(file.stream);

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerJobHandler(EXPORT_FILE_JOB, runFileExport);
  registerJobHandler(EXPORT_TOOL_JOB, runToolExport);
  registerJobHandler(EXPORT_CLEANUP_JOB, runFilesCleanup);
  // Real processes (server and worker, whose config says whether they run jobs) keep the hourly cleanup
  // queued; test apps leave config.worker unset and run the cleanup themselves.
  if (app.config.worker !== undefined) app.addHook('onReady', () => scheduleFilesCleanup(app.db));
  const exportsService = createExportsService(app);
  const progress = createExportProgressService(app);
  const auth = { onRequest: app.authenticate };
  // The routes that take chosen companies: up to 100 000 CNPJs.
  const withCnpjs = { ...auth, bodyLimit: CNPJ_LIST_BODY_LIMIT };

  app.post(
    EXPORTS_API_PATHS.sheet,
    {
      ...withCnpjs,
      schema: {
        params: listIdParamsSchema,
        body: sheetBodySchema,
        response: startResponses,
      },
    },
    async (req, reply) =>
      reply.code(202).send(await exportsService.startFile(currentUser(req), req.params.id, req.body)),
  );

  app.post(
    EXPORTS_API_PATHS.calculate,
    {
      ...withCnpjs,
      schema: {
        params: listIdParamsSchema,
        body: calculateBodySchema,
        response: { 200: calculateResponseSchema, ...errors },
      },
    },
    async (req) => exportsService.calculate(currentUser(req), req.params.id, req.body),
  );

  app.get(
    EXPORTS_API_PATHS.totvsExisting,
    {
      ...auth,
      schema: { params: listIdParamsSchema, response: { 200: totvsExistingResponseSchema, ...errors } },
    },
    async (req) => progress.totvsExisting(currentUser(req), req.params.id),
  );

  app.post(
    EXPORTS_API_PATHS.cancel,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        body: cancelBodySchema.default({}),
        response: { 200: cancelResponseSchema, ...errors },
      },
    },
    async (req) => progress.cancel(currentUser(req), req.params.id, req.body),
  );

  app.get(
    EXPORTS_API_PATHS.inProgress,
    {
      ...auth,
      schema: {
        params: inProgressParamsSchema,
        response: { 200: exportsInProgressResponseSchema, ...errors },
      },
    },
    async (req) => ({
      exportations: await progress.inProgress(currentUser(req), req.params.account, req.params.id),
    }),
  );

  app.get(
    EXPORTS_API_PATHS.inProgressByService,
    {
      ...auth,
      schema: { params: serviceParamsSchema, response: { 200: exportInProgressResponseSchema, ...errors } },
    },
    async (req) => ({
      exportation: await progress.byService(currentUser(req), req.params.id, req.params.service),
    }),
  );

  app.get(
    EXPORTS_API_PATHS.status,
    { ...auth, schema: { params: statusParamsSchema, response: { 200: exportStatusSchema, ...errors } } },
    async (req) => progress.status(currentUser(req), req.params.id, req.params.eventId),
  );

  app.get(
    EXPORTS_API_PATHS.files,
    { ...auth, schema: { params: listIdParamsSchema, querystring: filesQuerystringSchema } },
    async (req, reply) =>
      sendFile(reply, await progress.file(currentUser(req), req.params.id, req.query.eventId)),
  );

  // Public: limited per IP so short codes cannot be tried by the thousand.
  app.get(
    EXPORTS_API_PATHS.shortLink,
    {
      schema: { params: shortLinkParamsSchema },
      config: publicRateLimit(app.config.rateLimitShortLinkPerMinute),
    },
    async (req, reply) => sendFile(reply, await progress.shared(req.params.code)),
  );

  // Registered last: its `:infosetId/:target` pattern must not shadow the fixed paths above.
  app.post(
    EXPORTS_API_PATHS.toTool,
    {
      ...withCnpjs,
      schema: {
        params: toolExportParamsSchema,
        body: toolExportBodySchema,
        response: startResponses,
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await exportsService.startTool(currentUser(req), req.params.infosetId, req.params.target, req.body),
        ),
  );
};
