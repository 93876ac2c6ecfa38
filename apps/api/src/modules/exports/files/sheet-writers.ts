// Streaming writers of a file, one row at a time, memory bounded at any size. CSV: UTF-8 with BOM, `;`,
// CRLF, quoted where needed, numbers with comma decimals (Excel pt-BR). XLSX: exceljs's streaming
// WorkbookWriter, bold, frozen header with filter buttons, column widths, CNPJ as text, each row committed as
// written.

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { CellValue, SheetColumn } from './sheet-columns.ts';

export type SheetWriter = { write(cells: CellValue[]): Promise<void>; close(): Promise<void> };

const ptBrNumber = (n: number, kind: SheetColumn['kind']) =>
  kind === 'money' ? n.toFixed(2).replace('.', ',') : String(n).replace('.', ',');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A `date` column's ISO day as Brazilians write it (DD/MM/YYYY). */
const ptBrDate = (iso: string) => iso.replace(ISO_DAY, '$3/$2/$1');
/** A `date` column's ISO day as an Excel date (UTC midnight: exceljs counts days in UTC). */
const excelDate = (iso: string) => (ISO_DAY.test(iso) ? new Date(`${iso}T00:00:00Z`) : iso);

async function drained(out: WriteStream | ReturnType<typeof stringify>, ok: boolean) {
  if (!ok) await once(out, 'drain');
}

export async function csvWriter(path: string, columns: SheetColumn[]): Promise<SheetWriter> {
  const file = createWriteStream(path);
  file.write('\uFEFF');
  // Quoted too: a field with a line break of its own (a note's lone \n is no record delimiter to the
  // stringifier, and unquoted it started a row of its own, "=1+1" in its first cell).
  const csv = stringify({ delimiter: ';', record_delimiter: '\r\n', quoted_match: /^\s|\s$|[\r\n]/ });
  csv.pipe(file);
  const finished = once(file, 'finish');
  await drained(csv, csv.write(columns.map((c) => c.header)));
  return {
    async write(cells) {
      const record = cells.map((v, i) =>
        typeof v === 'number'
          ? ptBrNumber(v, columns[i]?.kind ?? 'number')
          : typeof v === 'string' && columns[i]?.kind === 'date'
            ? ptBrDate(v)
            : (v ?? ''),
      );
      await drained(csv, csv.write(record));
    },
    async close() {
      csv.end();
      await finished;
    },
  };
}

export async function xlsxWriter(
  path: string,
  columns: SheetColumn[],
  sheetName = 'Empresas',
): Promise<SheetWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  // The header stays in sight while scrolling and carries Excel's filter buttons (sort and filter at once).
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(columns.length, 1) } };
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    style: c.format
      ? { numFmt: c.format }
      : c.kind === 'money'
        ? { numFmt: '#,##0.00' }
        : c.kind === 'text'
          ? { numFmt: '@', ...(c.wrap ? { alignment: { wrapText: true, vertical: 'top' as const } } : {}) }
          : c.kind === 'date'
            ? { numFmt: 'dd/mm/yyyy' }
            : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  return {
    async write(cells) {
      sheet
        .addRow(
          cells.map((v, i) =>
            // Nothing to say is no cell at all: an empty text cell counts as filled in Excel (COUNTA, the
            // "(Vazias)" filter, Ctrl+↓ and "Ir para especial › Em branco").
            v === null || v === undefined || v === ''
              ? null
              : typeof v === 'string' && columns[i]?.kind === 'date'
                ? excelDate(v)
                : v,
          ),
        )
        .commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
