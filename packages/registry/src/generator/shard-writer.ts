// Writes one shard: its row source fills one latin-1 chunk buffer per zip; each full chunk goes to
// that zip's deflater, and the source waits when a deflater's queue is full (back-pressure), so
// memory stays flat whatever the release size.
import { join } from 'node:path';
import type { RowSource } from './company-iterator.ts';
import { createModelContext } from './company-model.ts';
import { CsvBuffer } from './csv-buffer.ts';
import { civilFromDays } from './dates.ts';
import { lookupSource } from './lookup-rows.ts';
import { PartSource } from './part-source.ts';
import type { ReleaseParams, ShardSpec } from './release-plan.ts';
import { SimplesSource } from './simples-rows.ts';
import { ZipEntryWriter } from './zip-writer.ts';

export type ShardResult = { zipName: string; rows: number; bytes: number; compressedBytes: number };

function sourceFor(spec: ShardSpec, params: ReleaseParams): RowSource {
  if (spec.kind === 'lookup') return lookupSource(spec.lookup ?? 'Cnaes');
  const ctx = createModelContext(params);
  return spec.kind === 'part' ? new PartSource(ctx, spec.part) : new SimplesSource(ctx);
}

/** Lets the event loop run (deflate completions) between chunks, so deflating overlaps generating. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function writeShard(
  spec: ShardSpec,
  params: ReleaseParams,
  outDir: string,
  onRows: (rows: number) => void,
): Promise<ShardResult[]> {
  const source = sourceFor(spec, params);
  const [year, month, day] = civilFromDays(params.releaseDay);
  // Fixed timestamp (noon of the release date) so the bytes are reproducible.
  const zips = spec.files.map(
    (file) =>
      new ZipEntryWriter(join(outDir, file.zipName), { name: file.innerName, date: [year, month, day, 12] }),
  );
  const outs = spec.files.map(() => new CsvBuffer());
  const bytes = spec.files.map(() => 0);
  const rowsOf = () => outs.reduce((sum, out) => sum + out.rows, 0);
  let reported = 0;
  for (;;) {
    const done = source.fill(outs);
    const waits: Promise<void>[] = [];
    outs.forEach((out, i) => {
      if (out.pos === 0 || !(done || out.full)) return;
      bytes[i] = (bytes[i] ?? 0) + out.pos;
      const wait = zips[i]?.write(out.take());
      if (wait) waits.push(wait);
    });
    const rows = rowsOf();
    if (rows - reported >= 50_000 || done) {
      onRows(rows - reported);
      reported = rows;
    }
    if (done) break;
    await (waits.length > 0 ? Promise.all(waits) : breathe());
  }
  const sizes = await Promise.all(zips.map((zip) => zip.end()));
  return spec.files.map((file, i) => ({
    zipName: file.zipName,
    rows: outs[i]?.rows ?? 0,
    bytes: bytes[i] ?? 0,
    compressedBytes: sizes[i] ?? 0,
  }));
}
