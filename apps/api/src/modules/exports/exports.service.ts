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
import { HttpError, unprocessable } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { prospectorIn, visibleList } from '@/modules/lists/lists-access.ts';
import { EVENT_DETAILS, recordUserEvent } from '@/modules/sales-signals/sales-signals.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { connectorFor } from './connectors/index-of-connectors.ts';
import { EXPORT_FILE_JOB, EXPORT_TOOL_JOB, serviceLabel } from './export-run.ts';
import { readCompanies } from './export-source.ts';
import * as repo from './exports.repository.ts';
import { tokenServices } from './tools/tool-session.ts';

type Selection = {
  type: 'normal' | 'select' | 'single';
  cnpjs?: string[];
  filters: ExportFilters;
  view_as?: string;
};
/** The export id a count passes to the source: none yet, so no export of the account is left out as this one. */
const NO_EXPORT = '00000000-0000-0000-0000-000000000000';
/**
 * A start refused because the list is already being exported to the same target: 409 with `eventId`, the
 * running export (exportAlreadyRunningBodySchema), for the client to follow it.
 */
const alreadyRunning = (eventId: string | null) =>
  new HttpError(409, EXPORT_MESSAGES.alreadyRunning, undefined, eventId ? { eventId } : undefined);

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
      // The messages are written for the user, with no internal field names (the web app shows each on its
      // field); each error's `summary` is the field's path in the body (`options.deal.pipelineId`), as the
      // errors plugin does for the contract's own validation, for the web app and API clients to tell them apart.
      const issues = parsed.error.issues.map((i) => ({
        summary: ['options', ...i.path.map(String)].join('.'),
        description: i.message,
      }));
      const messages = [...new Set(issues.map((i) => i.description))];
      throw new HttpError(400, messages.join('; ') || MESSAGES.invalidData, issues);
    }
  }

  /** Whether any filter narrows the list (else the list's own count answers without reading the registry). */
  const narrows = (f: ExportFilters) =>
    Object.values(f).some((v) => (Array.isArray(v) ? v.length > 0 : v === true));

  /**
   * The companies an export of this selection carries after its filters, read the way the jobs read them
   * (600 at a time, registry rows without full records). Companies with decision makers need each full
   * record: they are counted exactly up to CALCULATE_DECISOR_SAMPLE and estimated from that sample above.
   * `charged`, when asked, counts those of them the account never exported; decision makers are read only
   * when asked (calculate) or filtered by.
   */
  async function countSelection(
    user: AuthUser,
    listId: string,
    statusesUser: string,
    body: Selection,
    want: { charged: boolean; decisors: boolean },
  ) {
    const registry = await app.registry.get();
    const { withDecisionMakers, ...filters } = body.filters;
    const input = {
      exportId: NO_EXPORT,
      accountId: user.accountId,
      listId,
      userId: statusesUser,
      cnpjs: selected(body),
      filters,
      details: false,
    };
    let companies = 0;
    let charged = 0;
    const sample: string[] = [];
    for await (const batch of readCompanies(db, registry, input)) {
      companies += batch.companies.length;
      for (const c of batch.companies) if (sample.length < CALCULATE_DECISOR_SAMPLE) sample.push(c.cnpj);
      if (want.charged && batch.companies.length > 0) {
        const cnpjs = batch.companies.map((c) => c.cnpj);
        charged += await repo.countNewToAccount(db, user.accountId, listId, cnpjs);
      }
    }
    let decisors = 0;
    const withAny: string[] = [];
    const details: Awaited<ReturnType<typeof registry.companies>> =
      want.decisors || withDecisionMakers ? await registry.companies(sample) : new Map();
    for (const cnpj of sample) {
      const n = details.get(cnpj)?.decisores.length ?? 0;
      decisors += n;
      if (n > 0) withAny.push(cnpj);
    }
    const scale = sample.length > 0 ? companies / sample.length : 0;
    const estimated = companies > sample.length;
    // The sample is every company when not estimated: the decision-maker filter is then exact for the charge
    // too; above it, the charge before that filter is the upper bound the credit check can trust.
    if (want.charged && withDecisionMakers && !estimated) {
      charged = withAny.length > 0 ? await repo.countNewToAccount(db, user.accountId, listId, withAny) : 0;
    }
    return {
      companies: withDecisionMakers ? Math.round(withAny.length * scale) : companies,
      /** The companies before the decision-maker filter (exact), what an estimate is taken from. */
      read: companies,
      decisors: Math.round(decisors * scale),
      estimated,
      charged,
    };
  }

  async function start(
    user: AuthUser,
    listId: string,
    service: ExportService,
    request: Selection & Record<string, unknown>,
  ): Promise<ExportStarted> {
    const list = await visibleList(db, user, listId);
    const viewAs = await prospectorIn(db, user, request.view_as);
    const cnpjs = selected(request);
    // The contract's total is the companies to export after the filters (the dialog's count, and what the
    // progress counts towards), not the list's size.
    let total: number;
    let charged: number;
    let maybeSome = false;
    if (narrows(request.filters)) {
      const counted = await countSelection(user, list.id, viewAs, request, {
        charged: true,
        decisors: false,
      });
      total = counted.companies;
      charged = counted.charged;
      // An estimate of 0 (no decision maker in the sample) is no proof that none of the others has one.
      maybeSome = counted.estimated && counted.read > 0;
    } else {
      total = await repo.countListCompanies(db, list.id, cnpjs);
      charged = total === 0 ? 0 : await repo.countNewToAccount(db, user.accountId, list.id, cnpjs);
    }
    if (total === 0 && !maybeSome) throw unprocessable(EXPORT_MESSAGES.nothingToExport);
    if (charged > 0 && (await showCredits(db, user.accountId)).export.remaining < charged) {
      await recordUserEvent(db, {
        user,
        kind: 'tried_to_import_without_credits',
        detail: EVENT_DETAILS.exportRefused(serviceLabel(service), charged),
        staffEmailDomain: app.config.staffEmailDomain,
      });
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
      if (!job.created) throw alreadyRunning(await repo.exportIdOfJob(tx, user.accountId, job.id));
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
      const statusesUser = await prospectorIn(db, user, body.view_as);
      const counted = await countSelection(user, list.id, statusesUser, body, {
        charged: false,
        decisors: true,
      });
      return {
        companies: counted.companies,
        decisors: counted.decisors,
        decisorsEstimated: counted.estimated,
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
