import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidCnpj } from '@prospecta/contracts/cnpj';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/generator/dates.ts';
import { generateRelease } from '../../src/generator/generate-release.ts';
import { partSizes } from '../../src/generator/release-plan.ts';
import { readRows, readSeries, readZip } from './release-reader.ts';

const SIZE = 20_000;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rfb-structure-'));
  await generateRelease({
    size: SIZE,
    seed: 42,
    releaseDay: parseIsoDate('2026-09-14'),
    outDir: dir,
    workers: 2,
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const COLUMNS: Record<string, number> = {
  Empresas: 7,
  Estabelecimentos: 30,
  Socios: 11,
  Simples: 7,
  Cnaes: 2,
  Motivos: 2,
  Municipios: 2,
  Naturezas: 2,
  Paises: 2,
  Qualificacoes: 2,
};

describe('generated release structure', () => {
  it('writes the 37 zips, one CSV each with an RFB-style inner name', async () => {
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(37);
    const inner = new Map<string, string>();
    for (const file of files) {
      const entries = await readZip(join(dir, file));
      expect(entries).toHaveLength(1);
      inner.set(file, entries[0]?.innerName ?? '');
    }
    expect(inner.get('Estabelecimentos0.zip')).toBe('K3241.K03200Y0.D60914.ESTABELE');
    expect(inner.get('Empresas3.zip')).toBe('K3241.K03200Y3.D60914.EMPRECSV');
    expect(inner.get('Socios9.zip')).toBe('K3241.K03200Y9.D60914.SOCIOCSV');
    expect(inner.get('Simples.zip')).toBe('F.K03200$W.SIMPLES.CSV.D60914');
    expect(inner.get('Cnaes.zip')).toBe('F.K03200$Z.D60914.CNAECSV');
    expect(inner.get('Qualificacoes.zip')).toBe('F.K03200$Z.D60914.QUALSCSV');
  });

  it('quotes every field, has no header and the right column count in every file', async () => {
    for (const file of await readdir(dir)) {
      const [entry] = await readZip(join(dir, file));
      const text = entry?.data.toString('latin1') ?? '';
      const lines = text.split('\n').filter((line) => line.length > 0);
      const expected = COLUMNS[file.replace(/\d*\.zip$/, '')];
      expect(lines.length).toBeGreaterThan(0);
      const bad = lines.filter(
        (line) => !line.startsWith('"') || !line.endsWith('"') || line.split('";"').length !== expected,
      );
      expect(bad).toEqual([]);
      expect(lines[0]?.slice(1, 2)).toMatch(/[0-9A-Z]/);
    }
  });

  it('writes latin-1 bytes for accented text, never UTF-8', async () => {
    const [cnaes] = await readZip(join(dir, 'Cnaes.zip'));
    const bytes = cnaes?.data ?? Buffer.alloc(0);
    expect(bytes.includes(Buffer.from('informação', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('ção', 'utf8'))).toBe(false);
    const companies = (await readSeries(dir, 'Empresas')).map((row) => row[1] ?? '');
    expect(companies.some((name) => /[ÇÃÕÁ]/.test(name))).toBe(true);
  });

  it('makes file 0 of each series the big one, and sizes follow the model', async () => {
    const establishments = await readSeries(dir, 'Estabelecimentos');
    const companies = await readSeries(dir, 'Empresas');
    const partners = await readSeries(dir, 'Socios');
    const simples = await readRows(dir, 'Simples.zip');
    expect(establishments).toHaveLength(SIZE);
    expect((await readRows(dir, 'Estabelecimentos0.zip')).length).toBe(partSizes(SIZE)[0]);
    expect(partSizes(SIZE)[0]).toBeGreaterThan(5 * (partSizes(SIZE)[1] ?? 0));
    expect(companies.length / SIZE).toBeCloseTo(0.97, 1);
    expect(partners.length / SIZE).toBeGreaterThan(0.33);
    expect(partners.length / SIZE).toBeLessThan(0.45);
    expect(simples.length / SIZE).toBeGreaterThan(0.62);
    expect(simples.length / SIZE).toBeLessThan(0.74);
  });

  it('keeps references consistent: roots exist in Empresas, CNPJs have valid check digits', async () => {
    const roots = new Set((await readSeries(dir, 'Empresas')).map((row) => row[0]));
    const establishments = await readSeries(dir, 'Estabelecimentos');
    const orphans = establishments.filter((row) => !roots.has(row[0]));
    expect(orphans.length).toBeGreaterThan(0);
    expect(orphans.length / establishments.length).toBeLessThan(0.003);
    for (const row of establishments) expect(isValidCnpj(`${row[0]}${row[1]}${row[2]}`)).toBe(true);
    for (const row of await readSeries(dir, 'Socios')) expect(roots.has(row[0])).toBe(true);
    for (const row of await readRows(dir, 'Simples.zip')) expect(roots.has(row[0])).toBe(true);
    const partnerCnpjs = (await readSeries(dir, 'Socios'))
      .filter((row) => row[1] === '1')
      .map((row) => row[3] ?? '');
    expect(partnerCnpjs.length).toBeGreaterThan(0);
    for (const cnpj of partnerCnpjs) expect(roots.has(cnpj.slice(0, 8)) && isValidCnpj(cnpj)).toBe(true);
    const uniqueCnpjs = new Set(establishments.map((row) => `${row[0]}${row[1]}`));
    expect(uniqueCnpjs.size).toBe(establishments.length);
  });

  it('names limited companies for what their head office does (a bakery is a PADARIA or PANIFICADORA)', async () => {
    const headCnae = new Map(
      (await readSeries(dir, 'Estabelecimentos'))
        .filter((row) => row[3] === '1')
        .map((row) => [row[0], row[11] ?? '']),
    );
    const names = (await readSeries(dir, 'Empresas'))
      .filter((row) => / (LTDA|EIRELI)( - (ME|EPP))?$/.test(row[1] ?? ''))
      .map((row) => ({ name: row[1] ?? '', cnae: headCnae.get(row[0] ?? '') ?? '' }));
    const bakeries = names.filter((row) => /^(4721|1091)/.test(row.cnae));
    const pharmacies = names.filter((row) => row.cnae.startsWith('4771'));
    expect(bakeries.length).toBeGreaterThan(5);
    expect(pharmacies.length).toBeGreaterThan(5);
    const share = (rows: typeof names, words: RegExp) =>
      rows.filter((row) => words.test(row.name)).length / rows.length;
    expect(share(bakeries, /PADARIA|PANIFICADORA|CONFEITARIA|PAES|DOCES/)).toBeGreaterThan(0.9);
    expect(share(pharmacies, /FARMA|DROGARIA/)).toBeGreaterThan(0.9);
  });
});
