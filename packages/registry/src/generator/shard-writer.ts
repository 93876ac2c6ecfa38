// Writes one shard: rows are pulled from a generator only when the zip stream asks for more
// (back-pressure), encoded to latin-1 in chunks, deflated by yazl and written to disk.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { createModelContext } from './company-model.ts';
import { companyRows } from './company-rows.ts';
import { civilFromDays } from './dates.ts';
import { establishmentRows } from './establishment-rows.ts';
import { lookupRows } from './lookup-rows.ts';
import { partnerRows } from './partner-rows.ts';
import type { ReleaseParams, ShardSpec } from './release-plan.ts';
import { simplesRows } from './simples-rows.ts';

const CHUNK_CHARS = 256 * 1024;
/** Low deflate level: the release is rewritten often, and level 1 costs half the time of 6. */
export const DEFLATE_LEVEL = 1;

export type ShardResult = { zipName: string; rows: number; bytes: number; compressedBytes: number };

function rowsFor(spec: ShardSpec, params: ReleaseParams): Generator<string> {
  if (spec.series === 'lookup') return lookupRows(spec.lookup ?? 'Cnaes');
  const ctx = createModelContext(params);
  switch (spec.series) {
    case 'empresas':
      return companyRows(ctx, spec.part);
    case 'estabelecimentos':
      return establishmentRows(ctx, spec.part);
    case 'socios':
      return partnerRows(ctx, spec.part);
    default:
      return simplesRows(ctx);
  }
}

/** Fixed zip timestamp: noon of the release date in local time fields (DOS time has no zone). */
export function zipTimestamp(releaseDay: number): Date {
  const [y, m, d] = civilFromDays(releaseDay);
  return new Date(y, m - 1, d, 12, 0, 0);
}

export async function writeShard(
  spec: ShardSpec,
  params: ReleaseParams,
  outDir: string,
  onRows: (rows: number) => void,
): Promise<ShardResult> {
  const rows = rowsFor(spec, params);
  let rowCount = 0;
  let reported = 0;
  let bytes = 0;
  const source = new Readable({
    read() {
      for (;;) {
        let chunk = '';
        let done = false;
        while (chunk.length < CHUNK_CHARS) {
          const next = rows.next();
          if (next.done) {
            done = true;
            break;
          }
          chunk += next.value;
          rowCount++;
        }
        if (rowCount - reported >= 50_000 || done) {
          onRows(rowCount - reported);
          reported = rowCount;
        }
        if (chunk.length > 0) {
          bytes += chunk.length;
          if (!this.push(Buffer.from(chunk, 'latin1')) && !done) return;
        }
        if (done) {
          this.push(null);
          return;
        }
      }
    },
  });
  const zip = new ZipFile();
  zip.addReadStream(source, spec.innerName, {
    mtime: zipTimestamp(params.releaseDay),
    forceDosTimestamp: true,
    compressionLevel: DEFLATE_LEVEL,
    mode: 0o100644,
  });
  zip.end();
  const out = createWriteStream(join(outDir, spec.zipName));
  await pipeline(zip.outputStream, out);
  return { zipName: spec.zipName, rows: rowCount, bytes, compressedBytes: out.bytesWritten };
}
