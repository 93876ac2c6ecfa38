import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { describe, expect, it } from 'vitest';
import { datePresets } from '@/features/search/lib/date-presets';

describe('datePresets', () => {
  it('gives the periods up to today, both ends included', () => {
    expect(datePresets('2026-11-30')).toEqual([
      { label: 'Últimos 30 dias', value: ['2026-10-31', '2026-11-30'] },
      { label: 'Últimos 6 meses', value: ['2026-05-30', '2026-11-30'] },
      { label: 'Últimos 12 meses', value: ['2025-11-30', '2026-11-30'] },
      { label: 'Este ano', value: ['2026-01-01', '2026-11-30'] },
      { label: 'Ano passado', value: ['2025-01-01', '2025-12-31'] },
      { label: 'Últimos 5 anos', value: ['2021-11-30', '2026-11-30'] },
    ]);
  });

  it("goes back across years and to a shorter month's last day", () => {
    const byLabel = (today: string) =>
      Object.fromEntries(datePresets(today).map((p) => [p.label, p.value[0]]));
    expect(byLabel('2026-08-31')['Últimos 6 meses']).toBe('2026-02-28');
    expect(byLabel('2028-08-31')['Últimos 6 meses']).toBe('2028-02-29');
    expect(byLabel('2026-03-15')['Últimos 6 meses']).toBe('2025-09-15');
    expect(byLabel('2026-01-10')['Últimos 30 dias']).toBe('2025-12-11');
  });

  it("takes today as Brasília's day (an evening in UTC's next day is still today)", () => {
    expect(brasiliaDay(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
  });
});
