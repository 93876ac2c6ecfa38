import { describe, expect, it } from 'vitest';
import { CREATE_HISTORY_URL } from '@/features/history/api/create-history';
import {
  HISTORY_STATUS_RESET_MS,
  historyErrorView,
  readSavedFilters,
  savedToast,
  suggestedHistoryName,
} from '@/features/history/lib/history-status';
import { ApiError, decideGlobalError } from '@/lib/api-errors';

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

  it('falls back to a generic message', () => {
    expect(historyErrorView(null).message).toBe('Não foi possível salvar a busca. Tente novamente.');
  });

  it('resets the status after 2 s (spec §4)', () => {
    expect(HISTORY_STATUS_RESET_MS).toBe(2000);
  });

  it('suggests a dated name', () => {
    expect(suggestedHistoryName(new Date(2026, 10, 22, 9, 5))).toBe('Busca de 22/11/2026 09:05');
  });

  it('reads the saved filters of an entry', () => {
    expect(readSavedFilters({ url: 'sort=mais_novas' })).toEqual({ url: 'sort=mais_novas' });
    expect(readSavedFilters({ where: {} })).toBeNull();
    expect(readSavedFilters('x')).toBeNull();
  });
});
