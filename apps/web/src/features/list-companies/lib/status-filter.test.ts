import { describe, expect, it } from 'vitest';
import {
  parseStatusFilter,
  STATUS_FILTER_OPTIONS,
  statusesOf,
  statusFilterPhrase,
} from '@/features/list-companies/lib/status-filter';

describe('status filter of the list table', () => {
  it('reads the address: a status, "em_prospeccao", or no filter for anything else', () => {
    expect(parseStatusFilter('contatado')).toBe('contatado');
    expect(parseStatusFilter('em_prospeccao')).toBe('em_prospeccao');
    expect(parseStatusFilter(null)).toBeNull();
    expect(parseStatusFilter('ganho')).toBeNull();
    expect(parseStatusFilter('')).toBeNull();
  });

  it('asks the API for one status, or every status but "a prospectar" for "Trabalhadas"', () => {
    expect(statusesOf(null)).toEqual([]);
    expect(statusesOf('sucesso')).toEqual(['sucesso']);
    expect(statusesOf('em_prospeccao')).toEqual([
      'contatado',
      'interessado',
      'interesse_futuro',
      'sucesso',
      'descartado',
    ]);
  });

  it('offers every status once, "Trabalhadas" after "A prospectar", and names each in Portuguese', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'A prospectar',
      'Trabalhadas',
      'Contatado',
      'Interessado',
      'Interesse futuro',
      'Sucesso',
      'Descartado',
    ]);
    expect(statusFilterPhrase('interesse_futuro')).toBe('com status Interesse futuro');
    expect(statusFilterPhrase('em_prospeccao')).toBe('trabalhada');
    expect(statusFilterPhrase('em_prospeccao', true)).toBe('trabalhadas');
  });
});
