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
