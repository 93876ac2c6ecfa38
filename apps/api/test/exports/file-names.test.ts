// The download name of an export file: the list's name, cleaned, and when it was made in Brasília.
import { describe, expect, it } from 'vitest';
import { downloadNameOf } from '@/modules/exports/files/file-names.ts';

describe('downloadNameOf', () => {
  it("dates a file by Brasília's day and minute, not UTC's (an evening's file is not tomorrow's)", () => {
    expect(downloadNameOf('Clientes SP', 'csv', new Date('2026-11-30T01:30:00Z'))).toBe(
      'Clientes SP-2026-11-29 22h30.csv',
    );
    expect(downloadNameOf('Clientes SP', 'excel', new Date('2026-11-30T15:05:00Z'))).toBe(
      'Clientes SP-2026-11-30 12h05.xlsx',
    );
  });

  it('cleans the characters a file system or a header refuses, and names an empty list "lista"', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    expect(downloadNameOf('a/b:c*d?"e"<f>|g\nh', 'csv', at)).toBe('a b c d e f g h-2026-06-01 09h00.csv');
    expect(downloadNameOf('  ', 'csv', at)).toBe('lista-2026-06-01 09h00.csv');
  });
});
