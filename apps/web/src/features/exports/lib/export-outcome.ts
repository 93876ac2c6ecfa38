// Words for an export's progress and outcome (spec exports §3: Not Started, Started, Completed).
import type { ExportOutcome, ExportStatus, UploadProgress } from '@prospecta/contracts/exports-api';

export const PROGRESS_LABELS: Record<UploadProgress, string> = {
  // Queued behind other exports (the job has not started): "Não iniciado" beside "Gerando a planilha" read as
  // a contradiction.
  'Not Started': 'Na fila',
  Started: 'Em andamento',
  Completed: 'Concluído',
};

export const OUTCOME_VIEW: Record<ExportOutcome, { title: string; color: string }> = {
  success: { title: 'Exportação concluída', color: 'green' },
  partial_success: { title: 'Exportação concluída com falhas', color: 'yellow' },
  token_error: { title: 'Falha de autenticação na ferramenta', color: 'red' },
  error: { title: 'Erro na exportação', color: 'red' },
  cancelled: { title: 'Exportação cancelada', color: 'gray' },
};

/** Percent done, 0–100, for the progress bar. */
export function percentDone(status: Pick<ExportStatus, 'done' | 'total' | 'progress'>): number {
  if (status.progress === 'Completed') return 100;
  if (status.total <= 0) return 0;
  return Math.min(100, Math.round((status.done / status.total) * 100));
}

/** One sentence of what went in: "8 criadas, 2 atualizadas, 1 com falha". */
export function summary(status: Pick<ExportStatus, 'created' | 'updated' | 'skipped' | 'failed'>): string {
  const parts = [
    [status.created, 'criada', 'criadas'],
    [status.updated, 'atualizada', 'atualizadas'],
    [status.skipped, 'ignorada', 'ignoradas'],
    [status.failed, 'com falha', 'com falha'],
  ] as const;
  const text = parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`)
    .join(', ');
  return text || 'Nenhuma empresa enviada';
}

/**
 * What a finished file holds: "45 empresas na planilha", and its rows when a company took more than one (a row
 * per decision maker), so a seller counting rows in the sheet or importing it elsewhere is not surprised.
 */
export function sheetSummary(status: Pick<ExportStatus, 'total' | 'rows'>): string {
  const companies = `${status.total.toLocaleString('pt-BR')} ${status.total === 1 ? 'empresa' : 'empresas'} na planilha`;
  return status.rows !== null && status.rows > status.total
    ? `${companies}, em ${status.rows.toLocaleString('pt-BR')} linhas (uma por decisor)`
    : companies;
}

/**
 * What the dialog's polite live region says of an export, and the step it belongs to (`key`): the region is
 * rewritten only when the step changes — queued, started, each quarter done, the outcome — never on every poll,
 * so a screen reader hears four or five sentences over an export instead of one per second.
 */
export function progressAnnouncement(
  status: Pick<
    ExportStatus,
    'progress' | 'outcome' | 'done' | 'total' | 'rows' | 'created' | 'updated' | 'skipped' | 'failed'
  >,
  targetName: string,
  isFile: boolean,
): { key: string; text: string } {
  if (status.outcome) {
    const view = OUTCOME_VIEW[status.outcome];
    const detail = isFile && status.outcome === 'success' ? sheetSummary(status) : summary(status);
    return { key: `end:${status.outcome}`, text: `${view.title}: ${detail}.` };
  }
  const doing = isFile ? `Gerando ${targetName}` : `Enviando para ${targetName}`;
  if (status.progress === 'Not Started') return { key: 'queued', text: `${doing}: na fila.` };
  // From the exact share, not the bar's rounded percent (1 199 of 1 200 is not "100%").
  const quarter = status.total > 0 ? Math.min(4, Math.floor((status.done / status.total) * 4)) * 25 : 0;
  const count = `${status.done.toLocaleString('pt-BR')} de ${status.total.toLocaleString('pt-BR')} empresas`;
  return { key: `started:${quarter}`, text: `${doing}: ${quarter}% (${count}).` };
}
