import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/features/exports/api/download-export-file';
import { percentDone, summary } from '@/features/exports/lib/export-outcome';

describe('percentDone', () => {
  it.each([
    [{ done: 0, total: 0, progress: 'Not Started' as const }, 0],
    [{ done: 3, total: 12, progress: 'Started' as const }, 25],
    [{ done: 12, total: 12, progress: 'Started' as const }, 100],
    [{ done: 0, total: 0, progress: 'Completed' as const }, 100],
  ])('%j → %d', (status, expected) => {
    expect(percentDone(status)).toBe(expected);
  });
});

describe('summary', () => {
  it.each([
    [{ created: 8, updated: 2, skipped: 0, failed: 1 }, '8 criadas, 2 atualizadas, 1 com falha'],
    [{ created: 1, updated: 0, skipped: 1, failed: 0 }, '1 criada, 1 ignorada'],
    [{ created: 1200, updated: 0, skipped: 0, failed: 0 }, '1.200 criadas'],
    [{ created: 0, updated: 0, skipped: 0, failed: 0 }, 'Nenhuma empresa enviada'],
  ])('%j → %s', (counts, expected) => {
    expect(summary(counts)).toBe(expected);
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [
      `attachment; filename="Lista_Sao_Paulo.csv"; filename*=UTF-8''Lista%20S%C3%A3o%20Paulo.csv`,
      'Lista São Paulo.csv',
    ],
    ['attachment; filename="lista.xlsx"', 'lista.xlsx'],
    [`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`, 'a.csv'],
    [null, 'exportacao'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header, 'exportacao')).toBe(expected);
  });
});
