// Export rules (spec exports §5) and operations: start a file or tool export (stored token required, the
// tool's extras checked, credits checked, one export per list and target at a time), counts, cancel, progress.

import { MESSAGES } from '@prospecta/contracts/errors';
import {
  CALCULATE_DECISOR_SAMPLE,
  type CalculateResponse,
  EXPORT_MESSAGES,
  EXPORT_TOOL_LABELS,
  type ExportFilters,
  type ExportService,
  type ExportStarted,
  type ExportTool,
} from '@prospecta/contracts/exports-api';
import type { FastifyInstance } from 'fastify';
import { enqueueJob } from '@/jobs/jobs.service.ts';
import { forbidden, HttpError, unprocessable } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { findAccountUser } from '@/modules/lists/lists.repository.ts';
import { prospectorOf, visibleList } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { connectorFor } from './connectors/index-of-connectors.ts';
import { EXPORT_FILE_JOB, EXPORT_TOOL_JOB } from './export-run.ts';
import { readCompanies } from './export-source.ts';
import * as repo from './exports.repository.ts';
import { tokenServices } from './tools/tool-session.ts';

type Selection = {
  type: 'normal' | 'select' | 'single';
  cnpjs?: string[];
  filters: ExportFilters;
  view_as?: string;
};
const selected = (s: Selection) => (s.type === 'normal' ? undefined : [...new Set(s.cnpjs ?? [])]);

export function createExportsService(app: FastifyInstance) {
  const db = app.db;
  const { tokens } = tokenServices(app);

  /** The spec's rule: a stored token per tool, with the TOTVS and Salesforce messages. */
  async function checkTool(user: AuthUser, tool: ExportTool, options: Record<string, unknown>) {
    const credentials = await tokens.read(user.id, tool);
    if (!credentials) {
      throw unprocessable(
        tool === 'totvs'
          ? EXPORT_MESSAGES.totvsFieldsEmpty
          : EXPORT_MESSAGES.notAuthenticated(EXPORT_TOOL_LABELS[tool]),
      );
    }
    if (tool === 'totvs' && (!credentials.accessToken || !credentials.integrationToken)) {
      throw unprocessable(EXPORT_MESSAGES.totvsFieldsEmpty);
    }
    if (tool === 'salesforce' && !credentials.instanceUrl)
      throw unprocessable(EXPORT_MESSAGES.salesforceDomainEmpty);
    const connector = connectorFor(tool);
    if (!connector) throw unprocessable(EXPORT_MESSAGES.connectorUnavailable);
    const missing = connector.missingCredentialsMessage(credentials);
    if (missing) throw unprocessable(missing);
    const parsed = connector.optionsSchema.safeParse(options);
    if (!parsed.success) {
      // Ours name their field ("O funil (deal.pipelineId) deve ser um número"); any other gets its path.
      const messages = [
        ...new Set(
          parsed.error.issues.map((i) => {
            const path = i.path.join('.');
            return !path || i.message.includes(path) ? i.message : `${path}: ${i.message}`;
          }),
        ),
      ];
      throw new HttpError(
        400,
        messages.join('; ') || MESSAGES.invalidData,
        messages.map((description) => ({ summary: MESSAGES.invalidData, description })),
      );
    }
  }

  /**
   * Whose prospecting statuses an export reads (`view_as`): the exporter's, or for an owner or a manager any
   * active user of the account (403 otherwise: someone else's id, or a seller naming a colleague).
   */
  async function statusesOf(user: AuthUser, viewAs: string | undefined): Promise<string> {
    const id = prospectorOf(user, viewAs);
    if (id !== user.id && !(await findAccountUser(db, user.accountId, id))) throw forbidden();
    return id;
  }

  async function start(
    user: AuthUser,
    listId: string,
    service: ExportService,
    request: Selection & Record<string, unknown>,
  ): Promise<ExportStarted> {
    const list = await visibleList(db, user, listId);
    const viewAs = await statusesOf(user, request.view_as);
    const cnpjs = selected(request);
    const total = await repo.countListCompanies(db, list.id, cnpjs);
    if (total === 0) throw unprocessable(EXPORT_MESSAGES.nothingToExport);
    const charged = await repo.countNewToAccount(db, user.accountId, list.id, cnpjs);
    if (charged > 0 && (await showCredits(db, user.accountId)).export.remaining < charged) {
      throw unprocessable(MESSAGES.noCredit);
    }
    const isFile = service === 'csv' || service === 'excel';
    return db.transaction(async (tx) => {
      const exp = await repo.insertExport(tx, {
        accountId: user.accountId,
        userId: user.id,
        listId: list.id,
        service,
        request: { ...request, cnpjs, view_as: viewAs },
        total,
      });
      const job = await enqueueJob(tx, {
        type: isFile ? EXPORT_FILE_JOB : EXPORT_TOOL_JOB,
        accountId: user.accountId,
        userId: user.id,
        subjectId: list.id,
        payload: { exportId: exp.id },
        dedupeKey: `export:${list.id}:${service}`,
      });
      if (!job.created) throw new HttpError(409, EXPORT_MESSAGES.alreadyRunning);
      await repo.updateExport(tx, exp.id, { jobId: job.id });
      return { eventId: exp.id, service, total, charged };
    });
  }

  return {
    async startTool(
      user: AuthUser,
      listId: string,
      tool: ExportTool,
      body: Selection & { options: Record<string, unknown> },
    ) {
      await visibleList(db, user, listId);
      await checkTool(user, tool, body.options);
      return start(user, listId, tool, body);
    },

    startFile(
      user: AuthUser,
      listId: string,
      body: Selection & { format: 'csv' | 'excel'; fields?: string[]; decisionMakers: string },
    ) {
      const { format, ...request } = body;
      return start(user, listId, format, request);
    },

    async calculate(user: AuthUser, listId: string, body: Selection): Promise<CalculateResponse> {
      const list = await visibleList(db, user, listId);
      const registry = await app.registry.get();
      const { withDecisionMakers, ...filters } = body.filters;
      const input = {
        exportId: '00000000-0000-0000-0000-000000000000',
        accountId: user.accountId,
        listId: list.id,
        userId: await statusesOf(user, body.view_as),
        cnpjs: selected(body),
        filters,
        details: false,
      };
      let companies = 0;
      const sample: string[] = [];
      for await (const batch of readCompanies(db, registry, input)) {
        companies += batch.companies.length;
        for (const c of batch.companies) if (sample.length < CALCULATE_DECISOR_SAMPLE) sample.push(c.cnpj);
      }
      let decisors = 0;
      let withAny = 0;
      const details = await registry.companies(sample);
      for (const cnpj of sample) {
        const n = details.get(cnpj)?.decisores.length ?? 0;
        decisors += n;
        if (n > 0) withAny++;
      }
      const scale = sample.length > 0 ? companies / sample.length : 0;
      return {
        companies: withDecisionMakers ? Math.round(withAny * scale) : companies,
        decisors: Math.round(decisors * scale),
        decisorsEstimated: companies > sample.length,
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
