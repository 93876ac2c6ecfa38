// Writes small hand-made releases in the Receita Federal format (latin-1, `;`, every field quoted, no header).
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';

export type ZipSpec = { zip: string; entry: string; lines: string[]; compress?: boolean };

export const csvLine = (fields: readonly string[]) => fields.map((field) => `"${field}"`).join(';');

export function writeZip(
  path: string,
  entries: ReadonlyArray<{ name: string; data: Buffer; compress?: boolean }>,
) {
  const zip = new yazl.ZipFile();
  for (const { name, data, compress } of entries) {
    zip.addBuffer(data, name, { compress: compress ?? true, mtime: new Date(2026, 2, 15, 12) });
  }
  zip.end();
  return new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(path)).on('close', resolve).on('error', reject);
  });
}

export async function writeRelease(dir: string, zips: readonly ZipSpec[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const spec of zips) {
    const text = spec.lines.map((line) => `${line}\n`).join('');
    await writeZip(join(dir, spec.zip), [
      { name: spec.entry, data: Buffer.from(text, 'latin1'), compress: spec.compress },
    ]);
  }
  return dir;
}

export const tempDir = (prefix: string) => mkdtemp(join(tmpdir(), `prospecta-${prefix}-`));

/** Rewrites the compression method of every entry (local and central headers) of a zip file. */
export async function setCompressionMethod(path: string, method: number): Promise<void> {
  const bytes = await readFile(path);
  for (let offset = 0; offset + 4 <= bytes.length; offset += 1) {
    const signature = bytes.readUInt32LE(offset);
    if (signature === 0x04034b50) bytes.writeUInt16LE(method, offset + 8);
    if (signature === 0x02014b50) bytes.writeUInt16LE(method, offset + 10);
  }
  await writeFile(path, bytes);
}

const ESTABLISHMENT_DEFAULTS = {
  basico: '11222333',
  ordem: '0001',
  dv: '81',
  matriz: '1',
  fantasia: '',
  situacao: '02',
  dtSituacao: '20200101',
  motivo: '00',
  cidadeExterior: '',
  pais: '',
  inicio: '20100101',
  cnae: '4711302',
  secundarias: '',
  tipoLogradouro: 'RUA',
  logradouro: 'DAS FLORES',
  numero: '10',
  complemento: '',
  bairro: 'CENTRO',
  cep: '01001000',
  uf: 'SP',
  municipio: '7107',
  ddd1: '',
  tel1: '',
  ddd2: '',
  tel2: '',
  dddFax: '',
  fax: '',
  email: '',
  situacaoEspecial: '',
  dtSituacaoEspecial: '',
};

export type EstablishmentFields = typeof ESTABLISHMENT_DEFAULTS;

export const establishmentLine = (fields: Partial<EstablishmentFields>) =>
  csvLine(Object.values({ ...ESTABLISHMENT_DEFAULTS, ...fields }));
