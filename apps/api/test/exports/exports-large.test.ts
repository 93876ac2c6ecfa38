// A 20 000-company list to CSV and to XLSX with the process memory sampled while the file is written: rows
// stream to disk, so the heap stays bounded whatever the list size. Figures are printed, not timed.
import { cnpjCheckDigits, formatCnpj } from '@prospecta/contracts/cnpj';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '@/jobs/worker.ts';
import { bearer } from '../helper.ts';
import type { Customer } from '../lists/lists-fixture.ts';
import {
  buildExportTestApp,
  type ExportTestApp,
  listWith,
  newCustomer,
  registryCnpjs,
  waitForExport,
  worker,
} from './exports-fixture.ts';

const SIZE = 20_000;
const MB = 1024 * 1024;
let t: ExportTestApp;
let w: Worker;
let customer: Customer;
let token: string;
let listId: string;
let listCnpjs: string[];

beforeAll(async () => {
  t = await buildExportTestApp();
  w = worker(t);
  customer = await newCustomer(t, { exportCredits: 1 });
  token = await customer.token();
  const known = await registryCnpjs(t, 1000);
  // The rest are CNPJs the registry lacks: they export with the list's own data.
  const synthetic = Array.from({ length: SIZE - known.length }, (_, i) => {
    const base = `99${String(i).padStart(6, '0')}0001`;
    return `${base}${cnpjCheckDigits(base)}`;
  });
  listCnpjs = [...known, ...synthetic];
  listId = await listWith(t, customer, listCnpjs, 'Lista grande');
}, 120_000);
afterAll(async () => {
  await w.stop();
  await t.done();
});

async function sampledExport(format: 'csv' | 'excel') {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 10);
  try {
    const res = await t.api.post(`/api/export/${listId}/sheet`, token, {
      format,
      fields: ['cnpj', 'razao_social', 'uf', 'capital_social', 'telefones', 'email'],
      decisionMakers: 'none',
    });
    expect(res.status).toBe(202);
    const status = await waitForExport(
      t,
      token,
      listId,
      res.body.eventId,
      (s) => s.outcome !== null,
      150_000,
    );
    expect(status.outcome, status.error ?? '').toBe('success');
    expect(status.done).toBe(SIZE);
    return { status, growthMb: (peak - base) / MB };
  } finally {
    clearInterval(timer);
  }
}

describe('large exports', () => {
  it('writes 20 000 companies to CSV with bounded memory', async () => {
    const { status, growthMb } = await sampledExport('csv');
    console.log(`csv ${SIZE} companies: heap growth ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(128);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/export/${listId}/files?eventId=${status.eventId}`,
      headers: bearer(token),
    });
    const lines = file.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(SIZE + 1);
    expect(lines.some((l) => l.startsWith('99.018.999/0001-'))).toBe(true);
    // Every company once, as the list's table shows them: the last add first, each add in the order it gave
    // (the 600-row keyset pages cross 5 000 companies of one timestamp).
    const added: string[][] = [];
    for (let i = 0; i < listCnpjs.length; i += 5000) added.unshift(listCnpjs.slice(i, i + 5000));
    const firstColumn = lines.slice(1).map((l) => l.split(';')[0]?.replaceAll('"', ''));
    expect(firstColumn).toEqual(added.flat().map(formatCnpj));
  }, 120_000);

  it('writes 20 000 companies to XLSX with bounded memory', async () => {
    const { growthMb } = await sampledExport('excel');
    console.log(`xlsx ${SIZE} companies: heap growth ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(128);
  }, 180_000);

  it('takes the 100 000 chosen CNPJs "Selecionar todas" may give (≈ 2 MB of JSON, more than 65 535 SQL parameters)', async () => {
    // The list's 20 000 and 80 000 it does not hold, formatted as a pasted list would be.
    const others = Array.from({ length: 80_000 }, (_, i) => {
      const base = `98${String(i).padStart(6, '0')}0001`;
      return formatCnpj(`${base}${cnpjCheckDigits(base)}`);
    });
    const cnpjs = [...listCnpjs.map(formatCnpj), ...others];
    expect(JSON.stringify({ cnpjs }).length).toBeGreaterThan(2 * MB);
    const calculated = await t.api.post(`/api/export/${listId}/calculate`, token, { type: 'select', cnpjs });
    expect(calculated).toMatchObject({ status: 200, body: { companies: SIZE } });
    const started = await t.api.post(`/api/export/${listId}/sheet`, token, {
      type: 'select',
      cnpjs,
      format: 'csv',
      fields: ['cnpj'],
      decisionMakers: 'none',
    });
    expect(started.status).toBe(202);
    const status = await waitForExport(
      t,
      token,
      listId,
      started.body.eventId,
      (x) => x.outcome !== null,
      150_000,
    );
    expect(status.outcome, status.error ?? '').toBe('success');
    expect(status.done).toBe(SIZE);
  }, 180_000);
});
