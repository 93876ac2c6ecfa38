// CSV and Excel exports of a list: start, progress, the file read back (BOM, `;`, headers, leading zeros,
// comma decimals; XLSX through exceljs), content-disposition, the shared short link, credits, bad input,
// other accounts' ids, counts and the retention cleanup.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { positionText } from '@prospecta/contracts/decision-maker-position';
import { NOTE_MAX_LENGTH } from '@prospecta/contracts/lists-notes-api';
import { formatCnaeCode } from '@prospecta/contracts/search-codes';
import { titleCase } from '@prospecta/contracts/text-case';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportsTable } from '@/db/schema/exports.ts';
import { jobs } from '@/db/schema/jobs.ts';
import { listCompanies, listCompanyStatuses } from '@/db/schema/lists.ts';
import { emailValidations, phoneValidations } from '@/db/schema/validation.ts';
import type { Worker } from '@/jobs/worker.ts';
import { downloadNameOf, filePathOf } from '@/modules/exports/files/file-names.ts';
import { removeExpiredFiles, scheduleFilesCleanup } from '@/modules/exports/files/files-cleanup.job.ts';
import { CELL_MAX_LENGTH, cnaesCell, notesCell } from '@/modules/exports/files/sheet-columns.ts';
import { rowsOf } from '@/modules/list-companies/registry-lookup.ts';
import { addMember } from '@/modules/lists/lists.repository.ts';
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

let t: ExportTestApp;
let w: Worker;
let customer: Customer;
let other: Customer;
let token: string;
let listId: string;
let cnpjs: string[];

beforeAll(async () => {
  t = await buildExportTestApp();
  w = worker(t);
  customer = await newCustomer(t, { exportCredits: 5 });
  other = await newCustomer(t, { exportCredits: 5 });
  token = await customer.token();
  cnpjs = await registryCnpjs(t, 40);
  listId = await listWith(t, customer, cnpjs, 'Clientes: SP/Capital');
});
afterAll(async () => {
  await w.stop();
  await t.done();
});

/** A file export of the list (by default the customer's 40 companies) run to its end, and its file. */
async function exportFile(body: Record<string, unknown>, of = { list: listId, token }) {
  const res = await t.api.post(`/api/export/${of.list}/sheet`, of.token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const done = await waitForExport(t, of.token, of.list, res.body.eventId, (s) => s.outcome !== null);
  expect(done.outcome, done.error ?? '').toBe('success');
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/export/${of.list}/files?eventId=${done.eventId}`,
    headers: bearer(of.token),
  });
  expect(file.statusCode).toBe(200);
  return { status: done, file };
}

describe('CSV', () => {
  it('writes UTF-8 with BOM, `;`, CRLF, Portuguese headers and CNPJs Excel keeps as text', async () => {
    const { status, file } = await exportFile({
      format: 'csv',
      fields: ['cnpj', 'razao_social', 'capital_social', 'uf', 'dt_abertura'],
      decisionMakers: 'none',
    });
    expect({ total: status.total, rows: status.rows }).toEqual({ total: 40, rows: 40 });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="Clientes SP Capital-\d{4}-\d{2}-\d{2} \d{2}h\d{2}min\d{2}s\.csv"/,
    );
    const raw = file.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    // Columns follow the catalogue's order whatever the order of the request.
    expect(lines[0]).toBe('CNPJ;Razão social;UF;Data de abertura;Capital social (R$)');
    expect(lines).toHaveLength(41);
    const registry = await t.app.registry.get();
    const rows = new Map(
      (await registry.page({ search: { where: { nu_cnpj: cnpjs }, return_size: 40 } })).map((r) => [
        r.cnpj,
        r,
      ]),
    );
    const first = rows.get(cnpjs[0] ?? '');
    const cells = (lines[1] ?? '').split(';');
    expect(cells[0]).toBe(formatCnpj(cnpjs[0] ?? ''));
    if (first?.capital_social != null) expect(cells[4]).toMatch(/^-?\d+,\d{2}$/);
    expect(cells[2]).toBe(first?.uf);
    // Dates as Brazilians write them.
    const [y, m, d] = (first?.dt_abertura ?? '').split('-');
    expect(cells[3]).toBe(first?.dt_abertura ? `${d}/${m}/${y}` : '');
    // Leading zeros survive: every CNPJ cell is the 18-character formatted text (numeric or alphanumeric).
    for (const line of lines.slice(1))
      expect(line.slice(0, 18)).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
  });

  it('says in its notification how many companies the file holds, one in the singular', async () => {
    await exportFile({ format: 'csv', type: 'single', cnpjs: [cnpjs[0]] });
    const res = await t.api.get(`/api/user/${customer.ids.owner}/notifications`, token);
    const messages = (res.body.notifications as { message: string }[]).map((n) => n.message);
    expect(messages[0]).toBe(
      'A planilha CSV da lista "Clientes: SP/Capital" está pronta para download (1 empresa).',
    );
    expect(messages.some((m) => m.endsWith('(40 empresas).'))).toBe(true);
  });

  it('writes one row per decision maker with every cell of its company, one row for a company without', async () => {
    const chosen = cnpjs.slice(0, 8);
    const { status, file } = await exportFile({
      format: 'csv',
      type: 'select',
      cnpjs: chosen,
      fields: ['cnpj', 'razao_social', 'uf'],
      decisionMakers: 'rows',
    });
    const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'CNPJ;Razão social;UF;Decisor;Cargo;E-mail do decisor;Telefone do decisor;LinkedIn do decisor',
    );
    const registry = await t.app.registry.get();
    const facts = await rowsOf(registry, chosen);
    const expected: string[][] = [];
    for (const c of chosen) {
      const row = facts.get(c);
      const company = [formatCnpj(c), row?.razao_social ?? '', row?.uf ?? ''];
      const decisores = (await registry.company(c))?.decisores ?? [];
      if (decisores.length === 0) expected.push([...company, '']);
      // Their names as the screens write them ("Maria da Silva"), not the registry's upper case; their
      // positions as the company page does ("Sócio-administrador").
      for (const d of decisores) expected.push([...company, titleCase(d.nome), positionText(d.cargo)]);
    }
    expect(expected.some((r) => r[3] === '')).toBe(true);
    expect(expected.filter((r) => r[3]).length).toBeGreaterThan(1);
    const written = lines.slice(1).map((line) => {
      const cells = line.split(';');
      return cells[3] ? cells.slice(0, 5) : cells.slice(0, 4);
    });
    // Every row can be sorted or filtered alone: no row of a person lacks its company's cells.
    const key = (r: string[]) => r.join('|');
    expect(written.map(key).sort()).toEqual(expected.map(key).sort());
    // The export says the rows beside the companies (the dialog: "… em N linhas (uma por decisor)").
    expect({ total: status.total, rows: status.rows }).toEqual({
      total: chosen.length,
      rows: expected.length,
    });
    expect(expected.length).toBeGreaterThan(chosen.length);
    expect(written.some((r) => r[3] && r[3] !== r[3].toUpperCase())).toBe(true);
  });

  it("says whether each company is the head office or a branch, as the registry's row does", async () => {
    const { file } = await exportFile({
      format: 'csv',
      fields: ['cnpj', 'matriz_filial'],
      decisionMakers: 'none',
    });
    const records = parse(file.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(records[0]).toEqual(['CNPJ', 'Matriz ou filial']);
    const rows = await rowsOf(await t.app.registry.get(), cnpjs);
    const expected = cnpjs.map((c) => [formatCnpj(c), rows.get(c)?.fl_matriz ? 'Matriz' : 'Filial']);
    expect(records.slice(1).sort()).toEqual(expected.sort());
  });
});

describe("the full record's registry facts", () => {
  it("writes natureza jurídica, Simples, MEI, the situação's date and the secondary CNAEs as the registry has them", async () => {
    const registry = await t.app.registry.get();
    const some = async (where: Record<string, unknown>) =>
      (await registry.page({ search: { where, return_size: 4 } })).map((r) => r.cnpj);
    const mei = await some({ fl_mei: true });
    const limited = await some({ cd_natureza_juridica: [2062] });
    expect(mei.length).toBeGreaterThan(0);
    expect(limited.length).toBeGreaterThan(0);
    const chosen = [
      ...new Set([
        ...mei,
        ...limited,
        ...(await some({ fl_simples: true, fl_mei: false })),
        ...(await some({ fl_simples: false })),
        ...cnpjs.slice(0, 12),
      ]),
    ];
    // Another account's list: the credits test counts the companies new to the first one.
    const owner = await newCustomer(t, { exportCredits: 5 });
    const of = { list: await listWith(t, owner, chosen, 'Cadastro'), token: await owner.token() };
    const records = await registry.companies(chosen);
    const record = (cnpj: string) => {
      const r = records.get(cnpj);
      if (!r) throw new Error(`${cnpj} is not in the registry`);
      return r;
    };
    const withSeveral = chosen.filter((c) => record(c).cnaes_secundarias.length > 1);
    expect(withSeveral.length).toBeGreaterThan(0);

    const { file } = await exportFile(
      {
        format: 'csv',
        // Asked in any order, written in the catalogue's: each beside what it tells more about.
        fields: ['mei', 'cnpj', 'natureza_juridica', 'cnaes_secundarios', 'simples', 'dt_situacao'],
        decisionMakers: 'none',
      },
      of,
    );
    const csv = parse(file.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(csv[0]).toEqual([
      'CNPJ',
      'Data da situação cadastral',
      'CNAEs secundários',
      'Natureza jurídica',
      'Optante pelo Simples',
      'MEI',
    ]);
    const brDay = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
    const expected = chosen.map((c) => {
      const r = record(c);
      return [
        formatCnpj(c),
        brDay(r.dt_situacao),
        r.cnaes_secundarias.map((s) => `${formatCnaeCode(s.code)} - ${s.label}`).join('\n'),
        r.natureza_juridica.code === null ? '' : `${r.natureza_juridica.code} - ${r.natureza_juridica.label}`,
        r.fl_simples ? 'Sim' : 'Não',
        r.fl_mei ? 'Sim' : 'Não',
      ];
    });
    expect(csv.slice(1).sort()).toEqual(expected.sort());
    const cells = (cnpj: string | undefined) => csv.find((r) => r[0] === formatCnpj(cnpj ?? '')) ?? [];
    expect(cells(mei[0])[5]).toBe('Sim');
    expect(cells(limited[0])[3]).toBe('2062 - Sociedade Empresária Limitada');
    // One activity a line, each as the main CNAE is written: "4721-1/02 - Padaria e confeitaria…".
    const lines = cells(withSeveral[0])[2]?.split('\n') ?? [];
    expect(lines).toHaveLength(record(withSeveral[0] ?? '').cnaes_secundarias.length);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\/\d{2} - \S/);
    const dated = csv.slice(1).filter((r) => r[1]);
    expect(dated.length).toBeGreaterThan(0);
    for (const r of dated) expect(r[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const excel = await exportFile(
      {
        format: 'excel',
        fields: ['cnpj', 'dt_situacao', 'cnaes_secundarios', 'mei'],
        decisionMakers: 'none',
      },
      of,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Empresas');
    const rowOf = (cnpj: string) =>
      [...Array(chosen.length).keys()]
        .map((i) => sheet?.getRow(i + 2))
        .find((r) => r?.getCell(1).value === formatCnpj(cnpj));
    for (const cnpj of chosen) {
      const r = record(cnpj);
      const row = rowOf(cnpj);
      // The situação's day is a date (sortable, filterable), shown DD/MM/YYYY; none is no cell.
      if (r.dt_situacao) {
        expect(row?.getCell(2).value).toEqual(new Date(`${r.dt_situacao.slice(0, 10)}T00:00:00Z`));
        expect(row?.getCell(2).numFmt).toBe('dd/mm/yyyy');
      } else expect(row?.getCell(2).value).toBeNull();
      expect(row?.getCell(4).value).toBe(r.fl_mei ? 'Sim' : 'Não');
    }
    const several = rowOf(withSeveral[0] ?? '')?.getCell(3);
    expect(several?.value).toBe(lines.join('\n'));
    expect(several?.alignment?.wrapText).toBe(true);

    // A request naming no fields gets none of them: they need each company's full record.
    const plain = await exportFile({ format: 'csv', decisionMakers: 'none' }, of);
    const header = parse(plain.file.rawPayload.toString('utf8').slice(1), { delimiter: ';' })[0] as string[];
    expect(header).toContain('Situação cadastral');
    for (const name of ['Natureza jurídica', 'Optante pelo Simples', 'MEI', 'CNAEs secundários'])
      expect(header).not.toContain(name);
  }, 90_000);

  it('cuts secondary CNAEs longer than an Excel cell holds at a line, saying how many more', () => {
    const cnaes = Array.from({ length: 600 }, (_, i) => ({
      code: formatCnaeCode(1_000_000 + i),
      description: 'Atividade de descrição longa '.repeat(3).trim(),
    }));
    const cell = cnaesCell(cnaes) ?? '';
    expect(cell.length).toBeLessThanOrEqual(CELL_MAX_LENGTH);
    const lines = cell.split('\n');
    const kept = lines.length - 1;
    expect(lines.slice(0, kept)).toEqual(cnaes.slice(0, kept).map((c) => `${c.code} - ${c.description}`));
    expect(lines.at(-1)).toBe(`… e mais ${600 - kept} na Prospecta`);
    expect(cnaesCell([])).toBeNull();
  });
});

describe('validation outcomes', () => {
  it("writes the list's phone and e-mail outcomes beside them; only valid e-mails drops the invalid ones", async () => {
    const registry = await t.app.registry.get();
    const rows = await registry.page({ search: { where: { nu_cnpj: cnpjs }, return_size: 40 } });
    const withEmail = rows.filter((r) => r.email && r.telefones.some((p) => p.tipo !== 'invalido'));
    expect(withEmail.length).toBeGreaterThanOrEqual(4);
    const [valid, maybe, invalid, untested] = withEmail;
    const results = [
      [valid, 'valid', 'mx'],
      [maybe, 'maybe', 'role'],
      [invalid, 'invalid', 'no_domain'],
    ] as const;
    await t.app.db.insert(emailValidations).values(
      results.map(([row, result, reason]) => ({
        listId,
        cnpj: row?.cnpj ?? '',
        email: row?.email ?? '',
        accountId: customer.accountId,
        result,
        reason,
      })),
    );
    const phone = valid?.telefones.find((p) => p.tipo !== 'invalido')?.numero ?? '';
    await t.app.db.insert(phoneValidations).values({
      listId,
      cnpj: valid?.cnpj ?? '',
      phone,
      accountId: customer.accountId,
      valid: false,
      lineType: null,
      shared: false,
    });
    const chosen = [valid, maybe, invalid, untested].map((r) => r?.cnpj ?? '');
    const cellsOf = async (filters: object) => {
      const { file } = await exportFile({
        format: 'csv',
        type: 'select',
        cnpjs: chosen,
        fields: ['cnpj', 'telefones', 'validacao_telefones', 'email', 'validacao_email'],
        decisionMakers: 'none',
        filters,
      });
      const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('CNPJ;Telefones;Validação dos telefones;E-mail;Validação do e-mail');
      return new Map(lines.slice(1).map((line) => [line.slice(0, 18), line.split(';')]));
    };
    const cell = (cells: Map<string, string[]>, row: typeof valid, i: number) =>
      cells.get(formatCnpj(row?.cnpj ?? ''))?.[i];

    const all = await cellsOf({});
    expect(all.size).toBe(4);
    expect(cell(all, valid, 4)).toBe('Válido');
    expect(cell(all, maybe, 4)).toBe('Talvez');
    expect(cell(all, invalid, 4)).toBe('Inválido');
    expect(cell(all, untested, 4)).toBe('Não validado');
    // One outcome per phone, in the phones column's order: the first one was found invalid.
    const phones = cell(all, valid, 1)?.split(' | ') ?? [];
    const outcomes = cell(all, valid, 2)?.split(' | ') ?? [];
    expect(outcomes).toHaveLength(phones.length);
    expect(outcomes[0]).toBe('Inválido');
    for (const rest of outcomes.slice(1)) expect(rest).toBe('Não validado');

    const onlyValid = await cellsOf({ onlyValidEmails: true });
    expect(onlyValid.size).toBe(4);
    expect(cell(onlyValid, invalid, 3)).toBe('');
    expect(cell(onlyValid, invalid, 4)).toBe('');
    expect(cell(onlyValid, maybe, 3)).toBe(maybe?.email);
    expect(cell(onlyValid, untested, 3)).toBe(untested?.email);
    const withValidEmail = await cellsOf({ onlyValidEmails: true, withEmail: true });
    expect([...withValidEmail.keys()].sort()).toEqual(
      [valid, maybe, untested].map((r) => formatCnpj(r?.cnpj ?? '')).sort(),
    );
  }, 90_000);
});

describe("the list's notes", () => {
  it("writes each company's notes newest first, one a line with its day and writer, in CSV and Excel", async () => {
    const [first, second] = cnpjs;
    const rows = await t.app.db.select().from(listCompanies).where(eq(listCompanies.listId, listId));
    const idOf = (cnpj: string | undefined) => rows.find((r) => r.cnpj === cnpj)?.id;
    const note = async (body: Record<string, unknown>) => {
      const res = await t.api.post('/api/user/notes', token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await note({ company_id: idOf(first), text: 'Ligou de volta;\npediu "proposta"' });
    await note({ company_id: idOf(first), text: '=HYPERLINK("x") é só texto' });
    // Line breaks alone (no `;` or quote) keep the cell whole: a line starting "=" is no row of its own.
    await note({ company_id: idOf(second), text: 'Retorno do cliente\n=1+1\r\n\nfim' });
    // A note on the list itself and one on the company in another list stay out of this list's file.
    await note({ info_set_id: listId, text: 'Nota da lista' });
    const elsewhere = await listWith(t, customer, [first ?? ''], 'Outra lista');
    const [otherRow] = await t.app.db.select().from(listCompanies).where(eq(listCompanies.listId, elsewhere));
    await note({ company_id: otherRow?.id, text: 'Nota de outra lista' });

    const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const writer = (await t.api.get('/api/user/me', token)).body.name;
    const expected = [
      `${day} ${writer}: =HYPERLINK("x") é só texto`,
      `${day} ${writer}: Ligou de volta;\npediu "proposta"`,
    ].join('\n');
    const { file } = await exportFile({
      format: 'csv',
      fields: ['cnpj', 'anotacoes'],
      decisionMakers: 'none',
    });
    const records = parse(file.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(records[0]).toEqual(['CNPJ', 'Anotações']);
    const cell = (cnpj: string | undefined) => records.find((r) => r[0] === formatCnpj(cnpj ?? ''))?.[1];
    expect(cell(first)).toBe(expected);
    expect(cell(second)).toBe(`${day} ${writer}: Retorno do cliente\n=1+1\r\n\nfim`);
    expect(cell(cnpjs[2])).toBe('');
    expect(records).toHaveLength(41);
    expect(records.every((r) => r.length === 2)).toBe(true);

    const excel = await exportFile({
      format: 'excel',
      fields: ['cnpj', 'anotacoes'],
      decisionMakers: 'none',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Empresas');
    const row = [...Array(40).keys()]
      .map((i) => sheet?.getRow(i + 2))
      .find((r) => r?.getCell(1).value === formatCnpj(first ?? ''));
    // Text, never a formula; its lines wrapped in the cell.
    expect(row?.getCell(2).value).toBe(expected);
    expect(row?.getCell(2).alignment?.wrapText).toBe(true);
  });

  it('cuts notes longer than an Excel cell holds, saying so', () => {
    const long = 'x'.repeat(NOTE_MAX_LENGTH);
    const notes = Array.from({ length: 40 }, () => ({ createdAt: new Date(), author: 'Ana', text: long }));
    const cell = notesCell(notes) ?? '';
    expect(cell).toHaveLength(CELL_MAX_LENGTH);
    expect(cell.endsWith('… (anotações mais antigas na Prospecta)')).toBe(true);
    expect(notesCell([])).toBeNull();
  });
});

describe('Excel', () => {
  it('writes an xlsx exceljs reads back: bold, frozen headers with filters, CNPJ as text, numbers as numbers, decision makers as columns', async () => {
    const { file } = await exportFile({
      format: 'excel',
      fields: ['cnpj', 'nome_fantasia', 'qt_funcionarios', 'dt_abertura'],
      decisionMakers: 'columns',
    });
    expect(file.headers['content-disposition']).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Empresas');
    expect(sheet?.rowCount).toBe(41);
    const header = sheet?.getRow(1);
    expect(header?.getCell(1).value).toBe('CNPJ');
    expect(header?.getCell(5).value).toBe('Decisor 1');
    expect(header?.font?.bold ?? header?.getCell(1).font?.bold).toBe(true);
    // The header row frozen, with the filter buttons over every column (4 fields, 5 sets of 5 decision makers).
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.autoFilter).toBe('A1:AC1');
    const cnpjCell = sheet?.getRow(2).getCell(1).value;
    expect(cnpjCell).toBe(formatCnpj(cnpjs[0] ?? ''));
    // The fields in the file's order: CNPJ, nome fantasia, data de abertura, funcionários.
    const employees = sheet?.getRow(2).getCell(4).value;
    expect(employees === null || typeof employees === 'number').toBe(true);
    // Opening dates are dates (sortable, filterable), shown DD/MM/YYYY.
    const opened = [...Array(40).keys()].map((i) => sheet?.getRow(i + 2).getCell(3));
    const dated = opened.filter((c) => c?.value instanceof Date);
    expect(dated.length).toBeGreaterThan(0);
    expect(opened.every((c) => c?.value === null || c?.value instanceof Date)).toBe(true);
    expect(dated[0]?.numFmt).toBe('dd/mm/yyyy');
    // Nothing to say is no cell (a decision maker's columns past the last one, a missing nome fantasia): an empty
    // text cell counts as filled in Excel.
    const values = [...Array(40).keys()].flatMap((i) =>
      [...Array(29).keys()].map((c) => sheet?.getRow(i + 2).getCell(c + 1).value),
    );
    expect(values.filter((v) => v === null).length).toBeGreaterThan(0);
    expect(values.filter((v) => v === '')).toEqual([]);
  });
});

describe('downloads, short links and retention', () => {
  it('serves the file by its short code without sign-in, until it expires and the cleanup removes it', async () => {
    const { status } = await exportFile({ format: 'csv', decisionMakers: 'none' });
    expect(status.shortUrl).toMatch(/\/short\/link_to_download_list\/[A-Za-z0-9_-]+$/);
    const code = status.shortUrl?.split('/').at(-1);
    const shared = await t.app.inject({ method: 'GET', url: `/api/short/link_to_download_list/${code}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-disposition']).toContain('attachment');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/short/link_to_download_list/naoexiste123' }))
        .statusCode,
    ).toBe(404);

    const [row] = await t.app.db.select().from(exportsTable).where(eq(exportsTable.id, status.eventId));
    expect(row?.filePath && existsSync(row.filePath)).toBeTruthy();
    await t.app.db
      .update(exportsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportsTable.id, status.eventId));
    expect(await removeExpiredFiles(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(existsSync(row?.filePath ?? '')).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/short/link_to_download_list/${code}` })).statusCode,
    ).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/export/${listId}/files?eventId=${status.eventId}`,
      headers: bearer(token),
    });
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe('O arquivo expirou ou não existe mais. Gere a exportação novamente.');
  });

  it('names two files of the list made in one second apart, the second numbered', async () => {
    // A list of its own: only the files of one list are told apart.
    const list = await listWith(t, customer, cnpjs.slice(0, 3), 'Clientes: SP/Capital');
    const body = { format: 'csv', fields: ['cnpj'], decisionMakers: 'none' };
    const first = await exportFile(body, { list, token });
    // The next one waits (no worker) while the first is given the name it will have, as if made that second.
    await w.crash();
    const res = await t.api.post(`/api/export/${list}/sheet`, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const [queued] = await t.app.db.select().from(exportsTable).where(eq(exportsTable.id, res.body.eventId));
    const sameSecond = downloadNameOf('Clientes: SP/Capital', 'csv', queued?.createdAt ?? new Date());
    await t.app.db
      .update(exportsTable)
      .set({ fileName: sameSecond })
      .where(eq(exportsTable.id, first.status.eventId));
    w = worker(t);
    const second = await waitForExport(t, token, list, res.body.eventId, (s) => s.outcome !== null);
    expect(second.outcome).toBe('success');
    expect(second.fileName).toBe(sameSecond.replace(/\.csv$/, ' (2).csv'));
    // The first file of the list: its own name, to the second.
    expect(first.status.fileName).toMatch(
      /^Clientes SP Capital-\d{4}-\d{2}-\d{2} \d{2}h\d{2}min\d{2}s\.csv$/,
    );
  });

  it('starts a file again from nothing: a part left by a crashed or lease-lost run is removed', async () => {
    const list = await listWith(t, customer, cnpjs.slice(0, 3), 'Partes');
    await w.crash();
    const res = await t.api.post(`/api/export/${list}/sheet`, token, {
      format: 'csv',
      fields: ['cnpj'],
      decisionMakers: 'none',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const [queued] = await t.app.db.select().from(exportsTable).where(eq(exportsTable.id, res.body.eventId));
    const path = filePathOf(t.app.config.dataDir, queued?.accountId ?? '', res.body.eventId, 'csv');
    // What an earlier run of this export left: its own part, half written.
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.an-earlier-run.part`, '"CNPJ"\n"half');
    w = worker(t);
    const done = await waitForExport(t, token, list, res.body.eventId, (s) => s.outcome !== null);
    expect(done.outcome).toBe('success');
    expect(readdirSync(dirname(path)).filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(4);
  });

  it('runs the retention cleanup as an hourly scheduled job that queues its next run', async () => {
    const { status } = await exportFile({ format: 'csv', decisionMakers: 'none' });
    const [row] = await t.app.db.select().from(exportsTable).where(eq(exportsTable.id, status.eventId));
    await t.app.db
      .update(exportsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportsTable.id, status.eventId));
    await scheduleFilesCleanup(t.app.db);
    await vi.waitFor(
      async () => {
        const cleanups = await t.app.db.select().from(jobs).where(eq(jobs.type, 'export_files_cleanup'));
        expect(cleanups.filter((j) => j.status === 'completed')).toHaveLength(1);
        expect(cleanups.filter((j) => j.status === 'queued')).toHaveLength(1);
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(existsSync(row?.filePath ?? '')).toBe(false);
  });

  it('keeps other accounts out (404) and refuses bad input (400)', async () => {
    const otherToken = await other.token();
    const start = await t.api.post(`/api/export/${listId}/sheet`, otherToken, { format: 'csv' });
    expect(start.status).toBe(404);
    const mine = await t.api.post(`/api/export/${listId}/sheet`, token, {
      format: 'csv',
      decisionMakers: 'none',
    });
    await waitForExport(t, token, listId, mine.body.eventId, (s) => s.outcome !== null);
    expect(
      (await t.api.get(`/api/export/${listId}/exportation_status/${mine.body.eventId}`, otherToken)).status,
    ).toBe(404);
    const foreignFile = await t.app.inject({
      method: 'GET',
      url: `/api/export/${listId}/files?eventId=${mine.body.eventId}`,
      headers: bearer(otherToken),
    });
    expect(foreignFile.statusCode).toBe(404);
    expect(
      (await t.api.get(`/api/export/${customer.accountId}/${listId}/exportations_in_progress`, otherToken))
        .status,
    ).toBe(404);
    expect(
      (await t.api.get(`/api/export/${other.accountId}/${listId}/exportations_in_progress`, token)).status,
    ).toBe(404);

    expect((await t.api.post(`/api/export/${listId}/sheet`, token, { format: 'pdf' })).status).toBe(400);
    expect(
      (await t.api.post(`/api/export/${listId}/sheet`, token, { format: 'csv', fields: ['senha'] })).status,
    ).toBe(400);
    expect(
      (await t.api.post(`/api/export/${listId}/sheet`, token, { format: 'csv', type: 'select' })).status,
    ).toBe(400);
    expect(
      (
        await t.api.post(`/api/export/${listId}/sheet`, token, {
          format: 'csv',
          type: 'single',
          cnpjs: cnpjs.slice(0, 2),
        })
      ).status,
    ).toBe(400);
    expect((await t.api.post('/api/export/not-a-uuid/sheet', token, { format: 'csv' })).status).toBe(400);
    expect((await t.api.get(`/api/export/${listId}/files?eventId=x`, token)).status).toBe(400);
  });

  it('counts companies and decision makers for the chosen type and filters', async () => {
    const all = await t.api.post(`/api/export/${listId}/calculate`, token, {});
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ companies: 40, decisorsEstimated: false });
    const registry = await t.app.registry.get();
    let decisors = 0;
    for (const c of cnpjs) decisors += (await registry.company(c))?.decisores.length ?? 0;
    expect(all.body.decisors).toBe(decisors);
    const withEmail = await t.api.post(`/api/export/${listId}/calculate`, token, {
      filters: { withEmail: true },
    });
    const rows = await registry.page({ search: { where: { nu_cnpj: cnpjs }, return_size: 40 } });
    expect(withEmail.body.companies).toBe(rows.filter((r) => r.email).length);
    const single = await t.api.post(`/api/export/${listId}/calculate`, token, {
      type: 'single',
      cnpjs: [cnpjs[3]],
    });
    expect(single.body.companies).toBe(1);
  }, 90_000);
});

describe("a seller's prospecting (view_as)", () => {
  it("filters and writes the statuses of the user an owner names; a seller naming another, or someone else's id, is refused", async () => {
    // The prospector marked three of the list's companies "Sucesso"; the owner marked none.
    const rows = await t.app.db
      .select({ id: listCompanies.id, cnpj: listCompanies.cnpj })
      .from(listCompanies)
      .where(eq(listCompanies.listId, listId));
    const won = rows.sort((a, b) => a.cnpj.localeCompare(b.cnpj)).slice(0, 3);
    await t.app.db
      .insert(listCompanyStatuses)
      .values(
        won.map((r) => ({ listCompanyId: r.id, listId, userId: customer.ids.prospector, status: 'sucesso' })),
      );
    const successes = { filters: { prospectingStatuses: ['sucesso'] } };
    const count = async (body: Record<string, unknown>, as = token) =>
      t.api.post(`/api/export/${listId}/calculate`, as, body);
    expect((await count(successes)).body.companies).toBe(0);
    expect((await count({ ...successes, view_as: customer.ids.prospector })).body.companies).toBe(3);

    const { file, status } = await exportFile({
      format: 'csv',
      fields: ['cnpj', 'status_prospeccao'],
      decisionMakers: 'none',
      ...successes,
      view_as: customer.ids.prospector,
    });
    // The companies in the file, not the 40 of the list the job read through.
    expect([status.done, status.total]).toEqual([3, 3]);
    const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines).toEqual(['CNPJ;Status de prospecção', ...won.map((r) => `${formatCnpj(r.cnpj)};Sucesso`)]);

    const before = await t.app.db.select({ id: exportsTable.id }).from(exportsTable);
    // The list shared with the seller, who sees it but may export only with their own statuses.
    await addMember(t.app.db, { listId, userId: customer.ids.prospector, accountId: customer.accountId });
    const seller = await customer.token('prospector');
    expect((await count({ view_as: customer.ids.prospector }, seller)).body.companies).toBe(40);
    const refused = [
      await count({ view_as: customer.ids.owner }, seller),
      await t.api.post(`/api/export/${listId}/sheet`, seller, { format: 'csv', view_as: customer.ids.owner }),
      await count({ view_as: other.ids.prospector }),
      await t.api.post(`/api/export/${listId}/sheet`, token, { format: 'csv', view_as: other.ids.owner }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await t.app.db.select({ id: exportsTable.id }).from(exportsTable)).toHaveLength(before.length);
  }, 90_000);
});

describe('a filtered export', () => {
  it('answers and counts the companies after the filters, not the whole list, queued, running and done', async () => {
    // The owner marked two of the list's companies "Interessado".
    const rows = await t.app.db
      .select({ id: listCompanies.id, cnpj: listCompanies.cnpj })
      .from(listCompanies)
      .where(eq(listCompanies.listId, listId));
    const interested = rows.sort((a, b) => a.cnpj.localeCompare(b.cnpj)).slice(10, 12);
    await t.app.db.insert(listCompanyStatuses).values(
      interested.map((r) => ({
        listCompanyId: r.id,
        listId,
        userId: customer.ids.owner,
        status: 'interessado',
      })),
    );
    const filters = { prospectingStatuses: ['interessado'] };
    expect((await t.api.post(`/api/export/${listId}/calculate`, token, { filters })).body.companies).toBe(2);

    // Queued (no worker yet), the export already says 2: "0 de 2 empresas", not "0 de 40".
    await w.crash();
    const res = await t.api.post(`/api/export/${listId}/sheet`, token, {
      format: 'csv',
      fields: ['cnpj'],
      decisionMakers: 'none',
      filters,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ total: 2, charged: 0 });
    const queued = await t.api.get(`/api/export/${listId}/exportation_status/${res.body.eventId}`, token);
    expect([queued.body.done, queued.body.total]).toEqual([0, 2]);
    // A second CSV of the list while this one waits is refused, naming it (the dialog follows that one).
    const again = await t.api.post(`/api/export/${listId}/sheet`, token, { format: 'csv' });
    expect(again).toMatchObject({ status: 409, body: { eventId: res.body.eventId } });
    w = worker(t);
    const done = await waitForExport(t, token, listId, res.body.eventId, (s) => s.outcome !== null);
    expect(done).toMatchObject({ outcome: 'success', done: 2, total: 2 });
    // What the running export reported: the job's progress counted the 2 companies towards 2.
    const [exp] = await t.app.db.select().from(exportsTable).where(eq(exportsTable.id, res.body.eventId));
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, exp?.jobId ?? ''));
    expect([job?.progressDone, job?.progressTotal]).toEqual([2, 2]);

    // Filters that keep nothing are refused before anything starts, with the message that says so.
    const none = await t.api.post(`/api/export/${listId}/sheet`, token, {
      format: 'csv',
      filters: { prospectingStatuses: ['descartado'] },
    });
    expect(none).toMatchObject({
      status: 422,
      body: { message: 'Nenhuma empresa para exportar com os filtros escolhidos' },
    });
    // Without a filter, the list's own count.
    const all = await t.api.post(`/api/export/${listId}/sheet`, token, {
      format: 'csv',
      decisionMakers: 'none',
    });
    expect(all.body.total).toBe(40);
    await waitForExport(t, token, listId, all.body.eventId, (s) => s.outcome !== null);
  }, 90_000);
});

describe('credits', () => {
  it('charges one export credit per company new to the account and refuses when short', async () => {
    const fresh = await registryCnpjs(t, 60);
    const extra = fresh.filter((c) => !cnpjs.includes(c)).slice(0, 8);
    const poorList = await listWith(t, customer, extra, 'Novas', false);
    const res = await t.api.post(`/api/export/${poorList}/sheet`, token, { format: 'csv' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Crédito não disponível');
    const three = await t.api.post(`/api/export/${poorList}/sheet`, token, {
      format: 'csv',
      type: 'select',
      cnpjs: extra.slice(0, 3),
      decisionMakers: 'none',
    });
    expect(three.status).toBe(202);
    expect(three.body.charged).toBe(3);
    await waitForExport(t, token, poorList, three.body.eventId, (s) => s.outcome === 'success');
    const credits = await t.api.get('/api/credits/show', token);
    expect(credits.body.export.remaining).toBe(2);
    const again = await t.api.post(`/api/export/${poorList}/sheet`, token, {
      format: 'excel',
      type: 'select',
      cnpjs: extra.slice(0, 3),
      decisionMakers: 'none',
    });
    expect(again.body.charged).toBe(0);
  });
});

describe('saved fields and filters', () => {
  it('reads, saves and clears each user’s own settings', async () => {
    const url = '/api/user/exportation_filters_and_fields';
    expect((await t.api.get(url, token)).body).toEqual({ settings: null });
    const settings = { fields: ['cnpj', 'email'], filters: { withEmail: true }, decisionMakers: 'columns' };
    const put = await t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: settings });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ settings });
    expect((await t.api.get(url, token)).body).toEqual({ settings });
    expect((await t.api.get(url, await other.token())).body).toEqual({ settings: null });
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { fields: ['x'], filters: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.api.delete(url, token)).body).toEqual({ settings: null });
    expect((await t.api.get(url, token)).body).toEqual({ settings: null });
  });
});
