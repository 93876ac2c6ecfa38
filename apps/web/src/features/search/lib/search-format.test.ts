import { describe, expect, it } from 'vitest';
import {
  appliedWords,
  compactMoneyBand,
  employeeSliderLabel,
  formatBrlShort,
  formatCompanies,
  foundText,
  isoDateToBr,
  pageCount,
  pageRangeText,
  pagesCappedText,
  releaseDateText,
} from '@/features/search/lib/search-format';

// Intl puts a narrow no-break space between "R$" and the number in some versions.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('search display formatting', () => {
  it.each([
    [0, '0 empresas'],
    [1, '1 empresa'],
    [12345, '12.345 empresas'],
    [1000000, '1.000.000 empresas'],
  ])('formats %d companies', (count, text) => {
    expect(formatCompanies(count)).toBe(text);
  });

  it('writes the release date in dd/mm/aaaa without a time-zone shift', () => {
    expect(isoDateToBr('2026-01-01')).toBe('01/01/2026');
    expect(releaseDateText('2026-09-14')).toBe('Base da Receita Federal de 14/09/2026');
    expect(releaseDateText(null)).toBeNull();
    expect(isoDateToBr('not a date')).toBe('—');
  });

  it.each([
    [0, 'R$ 0'],
    [79_000, 'R$ 79 mil'],
    [360_000, 'R$ 360 mil'],
    [4_800_000, 'R$ 4,8 mi'],
    [4_100_000_000, 'R$ 4,1 bi'],
    [2_500_000_000_000, 'R$ 2,5 tri'],
  ])('abbreviates %d as %s', (value, text) => {
    expect(plain(formatBrlShort(value))).toBe(text);
  });

  it('shows the employee sentinel 1000000 as +500', () => {
    expect(employeeSliderLabel(1_000_000)).toBe('+500');
    expect(employeeSliderLabel(500)).toBe('500');
    expect(employeeSliderLabel(0)).toBe('0');
  });

  it('describes the page range', () => {
    expect(pageRangeText(1, 10, 1318)).toBe('Mostrando 1–10 de 1.318');
    expect(pageRangeText(132, 10, 1318)).toBe('Mostrando 1.311–1.318 de 1.318');
    expect(pageRangeText(1, 10, 0)).toBe('Nenhum resultado');
    expect(pageRangeText(500, 10, 925)).toBe('Mostrando 921–925 de 925');
  });

  it('says the total a search found, as the live region announces it', () => {
    expect(foundText(11871)).toBe('11.871 empresas encontradas');
    expect(foundText(1)).toBe('1 empresa encontrada');
    expect(foundText(0)).toBe('Nenhuma empresa encontrada');
  });

  it("reads a filter group's counter as words", () => {
    expect(appliedWords(1)).toBe('filtro aplicado');
    expect(appliedWords(3)).toBe('filtros aplicados');
  });

  it('never offers pages beyond the largest offset the API accepts', () => {
    expect(pageCount(1318, 10, 10_000)).toBe(132);
    expect(pageCount(5_000_000, 10, 10_000)).toBe(1001);
    expect(pageCount(0, 10, 10_000)).toBe(1);
  });

  it('says where the pages stop when the results go on past them', () => {
    expect(pagesCappedText(10_010, 10, 10_000)).toBeNull();
    expect(pagesCappedText(5_000_000, 10, 10_000)).toBe(
      'As páginas vão até as primeiras 10.010 de 5.000.000 empresas; refine os filtros ou mude a ordem para ver outras.',
    );
  });
});

describe('compactMoneyBand', () => {
  it.each([
    ['Até R$ 80 mil', 'Até R$ 80 mil'],
    ['R$ 80 mil a R$ 360 mil', 'R$ 80 a 360 mil'],
    ['R$ 360 mil a R$ 1 milhão', 'R$ 360 mil a 1 mi'],
    ['R$ 1 milhão a R$ 5 milhões', 'R$ 1 a 5 mi'],
    ['R$ 300 milhões a R$ 500 milhões', 'R$ 300 a 500 mi'],
    ['Acima de R$ 500 milhões', 'Acima de R$ 500 mi'],
    ['Não informado', 'Não informado'],
  ])('%s → %s', (label, short) => {
    expect(compactMoneyBand(label)).toBe(short);
  });
});
