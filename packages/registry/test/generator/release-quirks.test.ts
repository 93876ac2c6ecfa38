import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/generator/dates.ts';
import { generateRelease } from '../../src/generator/generate-release.ts';
import { readRows, readSeries } from './release-reader.ts';

let dir = '';
let establishments: string[][] = [];
let companies: string[][] = [];
let partners: string[][] = [];
let simples: string[][] = [];
let lookups: Record<string, Set<string>> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rfb-quirks-'));
  await generateRelease({
    size: 20_000,
    seed: 7,
    releaseDay: parseIsoDate('2026-09-14'),
    outDir: dir,
    workers: 2,
  });
  establishments = await readSeries(dir, 'Estabelecimentos');
  companies = await readSeries(dir, 'Empresas');
  partners = await readSeries(dir, 'Socios');
  simples = await readRows(dir, 'Simples.zip');
  lookups = {};
  for (const name of ['Motivos', 'Paises', 'Municipios', 'Cnaes']) {
    lookups[name] = new Set((await readRows(dir, `${name}.zip`)).map((row) => row[0] ?? ''));
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const count = (rows: string[][], test: (row: string[]) => boolean) => rows.filter(test).length;
const col = (row: string[], i: number) => row[i] ?? '';
const phones = (row: string[]): [string, string][] => [
  [col(row, 21), col(row, 22)],
  [col(row, 23), col(row, 24)],
  [col(row, 25), col(row, 26)],
];

describe('quirks of the real files, each present in a small share', () => {
  it('dates: 00000000, "0", absurd years and 7-digit dates', () => {
    const dates = establishments.flatMap((row) => [col(row, 6), col(row, 10)]);
    expect(dates.filter((d) => d === '00000000').length).toBeGreaterThan(0);
    expect(dates.filter((d) => d === '0').length).toBeGreaterThan(0);
    expect(dates.filter((d) => /^(0202|4100)/.test(d)).length).toBeGreaterThan(0);
    expect(dates.filter((d) => d === '2021221').length).toBeGreaterThan(0);
    expect(dates.filter((d) => !/^\d{8}$/.test(d)).length / dates.length).toBeLessThan(0.01);
  });

  it('phones: DDD with a leading 0, mobiles missing the ninth digit, "0" placeholders, DDD of the municipality', () => {
    const all = establishments.flatMap(phones).filter(([, n]) => n !== '');
    expect(all.filter(([d]) => /^0\d{2,3}$/.test(d)).length).toBeGreaterThan(0);
    expect(all.filter(([, n]) => /^9\d{7}$/.test(n)).length).toBeGreaterThan(0);
    expect(all.filter(([, n]) => n === '0').length).toBeGreaterThan(0);
    const fixed = all.filter(([, n]) => /^[2-5]\d{7}$/.test(n)).length;
    const mobile = all.filter(([, n]) => /^9\d{8}$/.test(n)).length;
    expect(fixed).toBeGreaterThan(all.length * 0.3);
    expect(mobile).toBeGreaterThan(all.length * 0.3);
  });

  it('CEPs missing the leading zero (SP) and malformed CEPs', () => {
    const sp = establishments.filter((row) => col(row, 19) === 'SP');
    expect(count(sp, (row) => /^\d{7}$/.test(col(row, 18)))).toBeGreaterThan(0);
    expect(
      count(establishments, (row) => col(row, 19) !== 'EX' && !/^\d{7,8}$/.test(col(row, 18))),
    ).toBeGreaterThan(0);
  });

  it('e-mails in upper, lower and mixed case', () => {
    const emails = establishments.map((row) => col(row, 27)).filter((e) => e !== '');
    expect(emails.filter((e) => e === e.toUpperCase()).length).toBeGreaterThan(0);
    expect(emails.filter((e) => e === e.toLowerCase()).length).toBeGreaterThan(emails.length / 2);
    expect(emails.filter((e) => e !== e.toLowerCase() && e !== e.toUpperCase()).length).toBeGreaterThan(0);
  });

  it('duplicate CNAEs inside the secondary list', () => {
    const lists = establishments.map((row) => col(row, 12).split(',').filter(Boolean));
    expect(lists.filter((list) => new Set(list).size < list.length).length).toBeGreaterThan(0);
  });

  it('codes absent from the lookup tables: motivo 32, país 15/150, an unknown município', () => {
    expect(count(establishments, (row) => col(row, 7) === '32')).toBeGreaterThan(0);
    expect(lookups.Motivos?.has('32')).toBe(false);
    const paises = [...establishments.map((row) => col(row, 9)), ...partners.map((row) => col(row, 6))];
    expect(paises.filter((p) => p === '015' || p === '150').length).toBeGreaterThan(0);
    expect(lookups.Paises?.has('150')).toBe(false);
    expect(count(establishments, (row) => !lookups.Municipios?.has(col(row, 20)))).toBeGreaterThan(0);
  });

  it('NUL bytes, double spaces and ";" inside text fields', () => {
    expect(count(establishments, (row) => row.some((f) => f.includes('\u0000')))).toBeGreaterThan(0);
    expect(count(companies, (row) => col(row, 1).includes('  '))).toBeGreaterThan(0);
    expect(count(establishments, (row) => col(row, 16).includes(';'))).toBeGreaterThan(0);
  });

  it('MEI names ending in a CPF or starting with the formatted root', () => {
    const mei = companies.filter((row) => col(row, 2) === '2135');
    expect(count(mei, (row) => /\d{11}$/.test(col(row, 1)))).toBeGreaterThan(0);
    expect(
      count(mei, (row) => col(row, 1).startsWith(`${col(row, 0).slice(0, 2)}.${col(row, 0).slice(2, 5)}.`)),
    ).toBeGreaterThan(0);
  });

  it('capital social: comma decimals, negative values and the 999999999999 sentinel', () => {
    const capitals = companies.map((row) => col(row, 4));
    expect(capitals.every((c) => /^-?\d+,\d{2}$/.test(c))).toBe(true);
    expect(capitals.filter((c) => c.startsWith('-')).length).toBeGreaterThan(0);
    expect(capitals.filter((c) => c === '999999999999,00').length).toBeGreaterThan(0);
  });

  it('one duplicated Empresas root and a few identical Socios rows', () => {
    const roots = companies.map((row) => col(row, 0));
    expect(roots.length - new Set(roots).size).toBe(1);
    const lines = partners.map((row) => row.join(';'));
    expect(lines.length - new Set(lines).size).toBeGreaterThan(0);
  });

  it('alphanumeric CNPJ roots, a few per thousand', () => {
    const alpha = establishments.filter((row) => /[A-Z]/.test(col(row, 0)));
    expect(alpha.length).toBeGreaterThan(0);
    expect(alpha.length / establishments.length).toBeLessThan(0.01);
  });

  it('partners: masked CPFs, the representative placeholder, foreigners; Simples dates', () => {
    const pf = partners.filter((row) => col(row, 1) === '2');
    expect(pf.every((row) => /^\*\*\*\d{6}\*\*$/.test(col(row, 3)))).toBe(true);
    expect(count(partners, (row) => col(row, 7) === '***000000**') / partners.length).toBeGreaterThan(0.9);
    expect(count(partners, (row) => col(row, 1) === '3' && col(row, 3) === '')).toBeGreaterThan(0);
    expect(count(simples, (row) => col(row, 4) === 'S')).toBeGreaterThan(0);
    expect(count(simples, (row) => col(row, 3) === '00000000')).toBeGreaterThan(0);
  });

  it('accountants: one phone and one e-mail shared by many companies', () => {
    const byEmail = new Map<string, number>();
    for (const row of establishments) {
      const email = col(row, 27).toLowerCase();
      if (email) byEmail.set(email, (byEmail.get(email) ?? 0) + 1);
    }
    expect(Math.max(...byEmail.values())).toBeGreaterThanOrEqual(10);
    const branches = new Map<string, number>();
    for (const row of establishments) branches.set(col(row, 0), (branches.get(col(row, 0)) ?? 0) + 1);
    expect(Math.max(...branches.values())).toBeGreaterThanOrEqual(10);
  });

  it('keeps the documented shares (quirks.ts) within sampling noise', () => {
    const share = (part: number, whole: number) => part / Math.max(1, whole);
    const all = establishments.flatMap(phones).filter(([, n]) => n !== '');
    expect(share(all.filter(([d]) => /^0\d{2,3}$/.test(d)).length, all.length)).toBeGreaterThan(0.003);
    expect(share(all.filter(([d]) => /^0\d{2,3}$/.test(d)).length, all.length)).toBeLessThan(0.009);
    expect(share(all.filter(([, n]) => n === '0').length, all.length)).toBeGreaterThan(0.002);
    expect(share(all.filter(([, n]) => n === '0').length, all.length)).toBeLessThan(0.0065);
    const short = all.filter(([, n]) => /^9\d{7}$/.test(n)).length;
    const mobiles = short + all.filter(([, n]) => /^9\d{8}$/.test(n)).length;
    expect(share(short, mobiles)).toBeGreaterThan(0.005);
    expect(share(short, mobiles)).toBeLessThan(0.016);
    const ceps = establishments.filter((row) => col(row, 19) === 'SP').map((row) => col(row, 18));
    const sevenDigits = ceps.filter((cep) => /^\d{7}$/.test(cep)).length;
    const withZero = sevenDigits + ceps.filter((cep) => /^0\d{7}$/.test(cep)).length;
    expect(share(sevenDigits, withZero)).toBeGreaterThan(0.005);
    expect(share(sevenDigits, withZero)).toBeLessThan(0.016);
    const emails = establishments.map((row) => col(row, 27)).filter((e) => /[a-z]/i.test(e));
    const upper = emails.filter((e) => e === e.toUpperCase()).length;
    const mixed = emails.filter((e) => e !== e.toLowerCase() && e !== e.toUpperCase()).length;
    expect(share(upper, emails.length)).toBeGreaterThan(0.2);
    expect(share(upper, emails.length)).toBeLessThan(0.3);
    expect(share(mixed, emails.length)).toBeGreaterThan(0.03);
    expect(share(mixed, emails.length)).toBeLessThan(0.07);
    const semicolons = count(establishments, (row) => col(row, 16).includes(';'));
    expect(share(semicolons, establishments.length)).toBeGreaterThan(0.001);
    expect(share(semicolons, establishments.length)).toBeLessThan(0.0035);
    const complements = count(establishments, (row) => col(row, 16) !== '');
    expect(share(complements, establishments.length)).toBeGreaterThan(0.36);
    expect(share(complements, establishments.length)).toBeLessThan(0.42);
  });
});
