import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/features/exports/api/download-export-file';
import {
  percentDone,
  progressAnnouncement,
  sheetSummary,
  summary,
} from '@/features/exports/lib/export-outcome';

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

describe('progressAnnouncement', () => {
  const status = (
    progress: 'Not Started' | 'Started' | 'Completed',
    done: number,
    outcome = null as null | 'success' | 'partial_success',
  ) => ({
    progress,
    outcome,
    done,
    total: 1200,
    rows: outcome === 'success' ? 1200 : null,
    created: 0,
    updated: 0,
    skipped: 0,
    failed: outcome === 'partial_success' ? 3 : 0,
  });
  const say = (s: ReturnType<typeof status>, isFile = true) =>
    progressAnnouncement(s, 'a planilha Excel', isFile);

  it('says the queue, then each quarter with the counts of the moment it was reached', () => {
    expect(say(status('Not Started', 0))).toEqual({
      key: 'queued',
      text: 'Gerando a planilha Excel: na fila.',
    });
    expect(say(status('Started', 10))).toEqual({
      key: 'started:0',
      text: 'Gerando a planilha Excel: 0% (10 de 1.200 empresas).',
    });
    expect(say(status('Started', 300)).text).toBe('Gerando a planilha Excel: 25% (300 de 1.200 empresas).');
    expect(say(status('Started', 1199)).key).toBe('started:75');
  });

  it('keeps one step for every poll inside a quarter, so the live region is not rewritten', () => {
    const keys = new Set([310, 400, 500, 599].map((done) => say(status('Started', done)).key));
    expect([...keys]).toEqual(['started:25']);
  });

  it('says the outcome once the export ends, a tool by what went in', () => {
    expect(say(status('Completed', 1200, 'success')).text).toBe(
      'Exportação concluída: 1.200 empresas na planilha.',
    );
    expect(say(status('Completed', 1200, 'partial_success'), false).text).toBe(
      'Exportação concluída com falhas: 3 com falha.',
    );
    expect(say(status('Started', 600), false).text).toBe(
      'Enviando para a planilha Excel: 50% (600 de 1.200 empresas).',
    );
  });

  it("says a file's rows when decision makers took rows of their own", () => {
    expect(say({ ...status('Completed', 1200, 'success'), rows: 1530 }).text).toBe(
      'Exportação concluída: 1.200 empresas na planilha, em 1.530 linhas (uma por decisor).',
    );
  });
});

describe('sheetSummary', () => {
  it('counts the companies, and the rows only when there are more of them', () => {
    expect(sheetSummary({ total: 1, rows: 1 })).toBe('1 empresa na planilha');
    expect(sheetSummary({ total: 45, rows: 45 })).toBe('45 empresas na planilha');
    expect(sheetSummary({ total: 45, rows: null })).toBe('45 empresas na planilha');
    expect(sheetSummary({ total: 45, rows: 52 })).toBe(
      '45 empresas na planilha, em 52 linhas (uma por decisor)',
    );
  });
});
