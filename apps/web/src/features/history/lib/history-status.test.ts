import { describe, expect, it } from 'vitest';
import { CREATE_HISTORY_URL } from '@/features/history/api/create-history';
import {
  HISTORY_STATUS_RESET_MS,
  historyErrorView,
  linkCopiedToast,
  readSavedFilters,
  savedToast,
  suggestedHistoryName,
} from '@/features/history/lib/history-status';
import { ApiError, decideGlobalError } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/format';

describe('history save status and errors', () => {
  it('shows a duplicate name as "Erro" / "Nome da lista já existe no histórico" (spec §8)', () => {
    const error = new ApiError(422, { message: 'Nome da lista já existe no histórico' });
    expect(historyErrorView(error)).toEqual({
      title: 'Erro',
      message: 'Nome da lista já existe no histórico',
    });
  });

  it('says a duplicate name once, in the dialog: the save skips the global error toast', () => {
    const decision = decideGlobalError({
      status: 422,
      url: CREATE_HISTORY_URL,
      body: { message: 'Nome da lista já existe no histórico' },
      isStaff: false,
    });
    expect(decision.toast).toBeNull();
  });

  it('confirms a save with a toast naming the search', () => {
    expect(savedToast('Indústria em SP')).toEqual({
      color: 'green',
      title: 'Busca salva',
      message: '“Indústria em SP” está no Histórico de buscas.',
    });
  });

  it('confirms "Copiar link" with a toast: the link opens the search for the same account', () => {
    expect(linkCopiedToast('Restaurantes em São Paulo/SP')).toEqual({
      color: 'green',
      title: 'Link copiado',
      message: 'Quem usa a mesma conta abre “Restaurantes em São Paulo/SP” por ele.',
    });
  });

  it('falls back to a generic message', () => {
    expect(historyErrorView(null).message).toBe('Não foi possível salvar a busca. Tente novamente.');
  });

  it('resets the status after 2 s (spec §4)', () => {
    expect(HISTORY_STATUS_RESET_MS).toBe(2000);
  });

  it('suggests a name dated in Brasília time, as the history shows when it was saved', () => {
    // 05:13 UTC is 02:13 in Brasília (UTC−3), whatever the browser's own zone.
    expect(suggestedHistoryName(new Date('2026-11-30T05:13:00Z'))).toBe('Busca de 30/11/2026 02:13');
    expect(formatDateTime('2026-11-30T05:13:00Z')).toBe('30/11/2026 às 02:13');
    // Just after midnight UTC is still the day before there; midnight reads 00, not 24.
    expect(suggestedHistoryName(new Date('2026-11-22T02:05:00Z'))).toBe('Busca de 21/11/2026 23:05');
    expect(suggestedHistoryName(new Date('2026-11-22T03:00:00Z'))).toBe('Busca de 22/11/2026 00:00');
  });

  it('reads the saved filters of an entry', () => {
    expect(readSavedFilters({ url: 'sort=mais_novas' })).toEqual({ url: 'sort=mais_novas' });
    expect(readSavedFilters({ where: {} })).toBeNull();
    expect(readSavedFilters('x')).toBeNull();
  });
});
