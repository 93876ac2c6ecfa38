// Test helper: reads the single CSV of a generated zip (small releases only) into rows of fields.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';

export type ZipContent = { innerName: string; data: Buffer };

export function readZip(path: string): Promise<ZipContent[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError);
      const entries: ZipContent[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ innerName: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Lines of a latin-1 RFB CSV split into fields (no field of a generated file holds a quote). */
export function parseRows(data: Buffer): string[][] {
  return data
    .toString('latin1')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.slice(1, -1).split('";"'));
}

export async function readRows(dir: string, zipName: string): Promise<string[][]> {
  const [entry] = await readZip(join(dir, zipName));
  if (!entry) throw new Error(`${zipName} is empty`);
  return parseRows(entry.data);
}

export async function readSeries(dir: string, prefix: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (let k = 0; k < 10; k++) rows.push(...(await readRows(dir, `${prefix}${k}.zip`)));
  return rows;
}

export async function sha256(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}
