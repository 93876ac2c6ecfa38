// Writes one shard: rows are pulled from a generator only when the zip stream asks for more
// (back-pressure), written as latin-1 bytes into 256 KiB chunks, deflated by yazl and written to disk.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { RowSource } from './company-iterator.ts';
import { createModelContext } from './company-model.ts';
import { CompanySource } from './company-rows.ts';
import { CsvBuffer } from './csv-buffer.ts';
import { civilFromDays } from './dates.ts';
import { EstablishmentSource } from './establishment-rows.ts';
import { lookupSource } from './lookup-rows.ts';
import { PartnerSource } from './partner-rows.ts';
import type { ReleaseParams, ShardSpec } from './release-plan.ts';
import { SimplesSource } from './simples-rows.ts';

/** Low deflate level: the release is rewritten often, and level 1 costs half the time of 6. */
export const DEFLATE_LEVEL = 1;

export type ShardResult = { zipName: string; rows: number; bytes: number; compressedBytes: number };

function sourceFor(spec: ShardSpec, params: ReleaseParams): RowSource {
  if (spec.series === 'lookup') return lookupSource(spec.lookup ?? 'Cnaes');
  const ctx = createModelContext(params);
  switch (spec.series) {
    case 'empresas':
      return new CompanySource(ctx, spec.part);
    case 'estabelecimentos':
      return new EstablishmentSource(ctx, spec.part);
    case 'socios':
      return new PartnerSource(ctx, spec.part);
    default:
      return new SimplesSource(ctx);
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
  const rows = sourceFor(spec, params);
  const out = new CsvBuffer();
  let reported = 0;
  let bytes = 0;
  let done = false;
  const source = new Readable({
    read() {
      for (;;) {
        done = rows.fill(out);
        if (out.rows - reported >= 50_000 || done) {
          onRows(out.rows - reported);
          reported = out.rows;
        }
        const chunk = out.pos > 0 ? out.take() : null;
        if (chunk) bytes += chunk.length;
        if (done) {
          if (chunk) this.push(chunk);
          this.push(null);
          return;
        }
        if (chunk && !this.push(chunk)) return;
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
  const file = createWriteStream(join(outDir, spec.zipName));
  await pipeline(zip.outputStream, file);
  return { zipName: spec.zipName, rows: out.rows, bytes, compressedBytes: file.bytesWritten };
}
