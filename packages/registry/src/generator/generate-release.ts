// Generates a whole release: 37 shards spread over worker threads (biggest first). Each shard is
// seeded from (seed, part) only, so the bytes do not depend on which worker wrote it or when.
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { type ReleaseParams, releaseShards, type ShardSpec } from './release-plan.ts';
import type { WorkerInit, WorkerMessage } from './shard-worker.ts';
import type { ShardResult } from './shard-writer.ts';

export type GenerateOptions = ReleaseParams & {
  outDir: string;
  /** Worker threads (default: the machine's available parallelism). */
  workers?: number;
  onProgress?: (rowsWritten: number, expectedRows: number) => void;
};

export type ReleaseSummary = {
  files: ShardResult[];
  rows: number;
  bytes: number;
  compressedBytes: number;
  seconds: number;
};

/** Rough row total for progress: establishments, companies, partners, Simples. */
export function expectedRows(size: number): number {
  return Math.round(size * (1 + 0.97 + 0.39 + 0.68));
}

export async function generateRelease(options: GenerateOptions): Promise<ReleaseSummary> {
  const started = performance.now();
  const { outDir, onProgress } = options;
  const params: ReleaseParams = { size: options.size, seed: options.seed, releaseDay: options.releaseDay };
  await mkdir(outDir, { recursive: true });
  const queue: ShardSpec[] = releaseShards(params.releaseDay).sort((a, b) => b.cost - a.cost);
  const workerCount = Math.max(1, Math.min(options.workers ?? availableParallelism(), queue.length));
  const expected = expectedRows(params.size);
  const results: ShardResult[] = [];
  let rowsWritten = 0;
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const feed = (worker: Worker) => {
        const shard = queue.shift();
        if (!shard) {
          if (running === 0) resolve();
          return;
        }
        running++;
        worker.postMessage({ shard });
      };
      for (let i = 0; i < workerCount; i++) {
        const init: WorkerInit = { params, outDir };
        const worker = new Worker(new URL('./shard-worker-entry.mjs', import.meta.url), { workerData: init });
        workers.push(worker);
        worker.on('error', reject);
        worker.on('message', (message: WorkerMessage) => {
          if (message.type === 'rows') {
            rowsWritten += message.rows;
            onProgress?.(rowsWritten, expected);
          } else if (message.type === 'error') {
            reject(new Error(message.message));
          } else {
            results.push(...message.results);
            running--;
            feed(worker);
          }
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  results.sort((a, b) => a.zipName.localeCompare(b.zipName, 'en', { numeric: true }));
  return {
    files: results,
    rows: results.reduce((sum, r) => sum + r.rows, 0),
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    compressedBytes: results.reduce((sum, r) => sum + r.compressedBytes, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
