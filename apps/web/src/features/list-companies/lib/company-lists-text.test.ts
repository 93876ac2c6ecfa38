import type { CompanyList } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import { listOwnerText, listsDetailText, listsMarkText } from './company-lists-text.ts';

const list = (name: string, more: Partial<CompanyList> = {}): CompanyList => ({
  id: `id-${name}`,
  name,
  archived: false,
  company_id: `row-${name}`,
  author_id: 'ana',
  author_name: 'Ana Souza',
  ...more,
});

describe('the mark of a company already in lists', () => {
  it('names the one list, or counts them', () => {
    expect(listsMarkText([])).toBeNull();
    expect(listsMarkText([list('Prospecção SP')])).toBe('Na lista: Prospecção SP');
    expect(listsMarkText([list('Antiga', { archived: true })])).toBe('Na lista: Antiga (arquivada)');
    expect(listsMarkText([list('A'), list('B')])).toBe('Em 2 listas');
  });

  it('says whose each list is and which are archived', () => {
    expect(listOwnerText(list('A'), 'ana')).toBe('sua');
    expect(listOwnerText(list('A'), 'bruno')).toBe('de Ana Souza');
    expect(listOwnerText(list('A', { archived: true }), 'bruno')).toBe('de Ana Souza, arquivada');
    expect(listsDetailText([list('A'), list('B', { author_id: 'bruno', archived: true })], 'bruno')).toEqual([
      'A (de Ana Souza)',
      'B (sua, arquivada)',
    ]);
  });
});
