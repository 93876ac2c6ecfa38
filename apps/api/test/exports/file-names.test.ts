// The download name of an export file: the list's name, cleaned, and when it was made in Brasília.
import { describe, expect, it } from 'vitest';
import { downloadNameOf, unusedName } from '@/modules/exports/files/file-names.ts';

describe('downloadNameOf', () => {
  it("dates a file by Brasília's day and second, not UTC's (an evening's file is not tomorrow's)", () => {
    expect(downloadNameOf('Clientes SP', 'csv', new Date('2026-11-30T01:30:00Z'))).toBe(
      'Clientes SP-2026-11-29 22h30min00s.csv',
    );
    expect(downloadNameOf('Clientes SP', 'excel', new Date('2026-11-30T15:05:09Z'))).toBe(
      'Clientes SP-2026-11-30 12h05min09s.xlsx',
    );
  });

  it('tells apart two files of a list made in one minute', () => {
    const first = downloadNameOf('Clientes SP', 'csv', new Date('2026-11-30T15:05:09Z'));
    const second = downloadNameOf('Clientes SP', 'csv', new Date('2026-11-30T15:05:41Z'));
    expect([first, second]).toEqual([
      'Clientes SP-2026-11-30 12h05min09s.csv',
      'Clientes SP-2026-11-30 12h05min41s.csv',
    ]);
  });

  it('cleans the characters a file system or a header refuses, and names an empty list "lista"', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    expect(downloadNameOf('a/b:c*d?"e"<f>|g\nh', 'csv', at)).toBe(
      'a b c d e f g h-2026-06-01 09h00min00s.csv',
    );
    expect(downloadNameOf('  ', 'csv', at)).toBe('lista-2026-06-01 09h00min00s.csv');
  });
});

describe('unusedName', () => {
  it('numbers a name another file of the list has, as a browser numbers a second download', () => {
    const name = 'Clientes 1.0-2026-11-30 12h05min09s.csv';
    expect(unusedName(name, new Set())).toBe(name);
    expect(unusedName(name, new Set(['Clientes 1.0-2026-11-30 12h05min09s.xlsx']))).toBe(name);
    expect(unusedName(name, new Set([name]))).toBe('Clientes 1.0-2026-11-30 12h05min09s (2).csv');
    expect(unusedName(name, new Set([name, 'Clientes 1.0-2026-11-30 12h05min09s (2).csv']))).toBe(
      'Clientes 1.0-2026-11-30 12h05min09s (3).csv',
    );
  });
});
