// The tool export job: reads the list in batches of 600 (full records: address and decision makers),
// records each company as a pending item keyed (export, cnpj) in the same transaction as its export credit,
// sends the pending ones in the connector's batchSize and records every outcome. A resumed run skips what
// is recorded; an invalid token stops cleanly with a token-error notification; cancel stops between batches.
import { EXPORT_TOOL_NAMES, type ExportTool } from '@prospecta/contracts/exports-api';
import type { JobContext } from '@/jobs/job-handlers.ts';
import { markVerified } from '@/modules/integrations/tool-tokens.repository.ts';
import { outcomesBeforeStop } from '../connectors/company-outcomes.ts';
import { type CompanyOutcome, CrmTokenError, type ExportCompany } from '../connectors/connector.ts';
import { crmFailureReason } from '../connectors/crm-http.ts';
import { itemCounts, pendingItems, recordOutcomes } from '../export-items.repository.ts';
import { chargeNew, finishExport, jobCancelled, listNameOf } from '../export-run.ts';
import { readCompanies, statusesUserOf } from '../export-source.ts';
import { findExport } from '../exports.repository.ts';
import { type ToolRequest, toolSession } from './tool-session.ts';

const missingOutcome = (cnpj: string): CompanyOutcome => ({
  cnpj,
  status: 'failed',
  error: 'Sem resposta da ferramenta',
});

export async function runToolExport(ctx: JobContext): Promise<Record<string, unknown>> {
  const { db, app, signal } = ctx;
  const exp = await findExport(db, String((ctx.job.payload as { exportId?: string }).exportId));
  if (!exp) return { skipped: 'export not found' };
  const tool = exp.service as ExportTool;
  // Our own texts name the tool as its tile does ("HubSpot", "Zoho CRM"), not as the spec's messages do.
  const label = EXPORT_TOOL_NAMES[tool];
  const request = exp.request as ToolRequest;
  const listName = await listNameOf(db, exp);
  try {
    const session = await toolSession(app, exp, signal);
    const registry = await app.registry.get();
    // The progress counts the companies the filters keep towards the total the export was started with
    // (the same count; an estimate when filtered by decision makers, so never below what is done).
    const total = exp.total;
    await ctx.setProgress(0, total);
    const input = {
      exportId: exp.id,
      accountId: exp.accountId,
      listId: exp.listId,
      userId: statusesUserOf(exp),
      cnpjs: request.cnpjs,
      filters: request.filters,
      details: true,
    };
    let done = 0;
    for await (const batch of readCompanies(db, registry, input, signal)) {
      let pending = new Set<string>();
      await chargeNew(
        db,
        exp,
        batch.companies.map((c) => c.cnpj),
        async (tx) => {
          pending = await pendingItems(
            tx,
            exp.id,
            batch.companies.map((c) => c.cnpj),
          );
        },
      );
      const toSend: ExportCompany[] = batch.companies.filter((c) => pending.has(c.cnpj));
      for (let i = 0; i < toSend.length; i += session.connector.batchSize) {
        if (await ctx.isCancelled()) throw new Error('cancelled');
        const chunk = toSend.slice(i, i + session.connector.batchSize);
        const outcomes = await session.exportBatch(chunk).catch(async (error: unknown) => {
          // The companies the tool took before it stopped the batch went in: recorded, so the counts say so.
          await recordOutcomes(db, exp.id, outcomesBeforeStop(error));
          throw error;
        });
        const byCnpj = new Map(outcomes.map((o) => [o.cnpj, o]));
        await recordOutcomes(
          db,
          exp.id,
          chunk.map((c) => byCnpj.get(c.cnpj) ?? missingOutcome(c.cnpj)),
        );
      }
      done += batch.companies.length;
      await ctx.setProgress(done, Math.max(total, done));
    }
    const counts = await itemCounts(db, exp.id);
    // The tool took companies with the stored credentials: a key saved while it did not answer (or that it
    // cannot check) is verified now.
    if ((counts.created ?? 0) + (counts.updated ?? 0) > 0) await markVerified(db, exp.userId, tool);
    const ok = (counts.created ?? 0) + (counts.updated ?? 0) + (counts.skipped ?? 0);
    const failed = counts.failed ?? 0;
    const summary = `${counts.created ?? 0} criadas, ${counts.updated ?? 0} atualizadas, ${failed} com falha`;
    const outcome = failed === 0 ? 'success' : ok > 0 ? 'partial_success' : 'error';
    const message =
      outcome === 'success'
        ? `A lista "${listName}" foi exportada para o ${label}: ${summary}.`
        : `A lista "${listName}" foi exportada para o ${label} com falhas: ${summary}. Veja o motivo de cada falha nos detalhes da exportação.`;
    await finishExport(db, exp, outcome, { message, data: { counts }, set: { total: ok + failed } });
    return { counts };
  } catch (error) {
    if (await jobCancelled(ctx)) {
      await finishExport(db, exp, 'cancelled', { message: '' });
      return { cancelled: true };
    }
    if (signal.aborted) throw error;
    // The request and the CRM's answer stay in the server log; the user reads what happened, in Portuguese.
    const detail = error instanceof Error ? error.message : String(error);
    ctx.app.log.warn({ exportId: exp.id, service: exp.service, detail }, 'export to a CRM failed');
    if (error instanceof CrmTokenError) {
      await finishExport(db, exp, 'token_error', {
        message: `Seu acesso ao ${label} é inválido ou expirou. Conecte a integração novamente e refaça a exportação da lista "${listName}".`,
        error: `Seu acesso ao ${label} é inválido ou expirou.`,
      });
      return { tokenError: true };
    }
    const reason = crmFailureReason(error, label);
    // Stopped midway (the tool stopped answering): what it took is said, the rest was not sent.
    const counts = await itemCounts(db, exp.id);
    const sent = (counts.created ?? 0) + (counts.updated ?? 0);
    if (sent > 0) {
      await finishExport(db, exp, 'partial_success', {
        message: `A lista "${listName}" foi exportada em parte para o ${label}: ${counts.created ?? 0} criadas, ${counts.updated ?? 0} atualizadas; as demais empresas não foram enviadas. ${reason}`,
        error: reason,
        data: { counts },
      });
      return { counts, error: detail };
    }
    await finishExport(db, exp, 'error', {
      message: `Não foi possível exportar a lista "${listName}" para o ${label}. ${reason}`,
      error: reason,
    });
    return { error: detail };
  }
}
