// The save status of spec §4 ("created, deleted or error; reset to idle after 2 s") and the duplicate-name
// error of spec §8, as pure decisions.
import { DUPLICATE_HISTORY_NAME_MESSAGE } from '@prospecta/contracts/history-api';
import type { Toast } from '@/lib/api-errors';

export type HistoryStatus = 'idle' | 'created' | 'deleted' | 'error';
export const HISTORY_STATUS_RESET_MS = 2000;

export type HistoryErrorView = { title: string; message: string };

/** The dialog's error: a duplicate name is "Erro" / "Nome da lista já existe no histórico". */
export function historyErrorView(error: unknown): HistoryErrorView {
  const message = error instanceof Error ? error.message : '';
  if (message === DUPLICATE_HISTORY_NAME_MESSAGE) return { title: 'Erro', message };
  return { title: 'Erro', message: message || 'Não foi possível salvar a busca. Tente novamente.' };
}

/** The toast that confirms a save (the button also reads "Busca salva" for 2 s): which name it is under. */
export function savedToast(name: string): Toast {
  return { color: 'green', title: 'Busca salva', message: `“${name}” está no Histórico de buscas.` };
}

// Brasília's day and time, as the history's "Salva em" shows them (not the browser's clock: a seller abroad
// or a machine on UTC was offered "Busca de 30/11/2026 05:13" for a search saved at 02:13).
const brasiliaMoment = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Sao_Paulo',
});

/** The name suggested for a new entry, in Brasília time: "Busca de 22/11/2026 14:05". */
export function suggestedHistoryName(now: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    brasiliaMoment.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `Busca de ${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** What the history keeps to re-run a search: the URL parameters of its filters. */
export type SavedFilters = { url: string };

export function readSavedFilters(value: unknown): SavedFilters | null {
  if (typeof value !== 'object' || value === null) return null;
  const url = (value as { url?: unknown }).url;
  return typeof url === 'string' ? { url } : null;
}

/** The toast that confirms "Copiar link": the saved search's address is in the clipboard. */
export function linkCopiedToast(name: string): Toast {
  return { color: 'green', title: 'Link copiado', message: `Quem usa a mesma conta abre “${name}” por ele.` };
}
