// Worker thread: receives shard specs one at a time, writes them, reports progress and results.
import { parentPort, workerData } from 'node:worker_threads';
import type { ReleaseParams, ShardSpec } from './release-plan.ts';
import { type ShardResult, writeShard } from './shard-writer.ts';

export type WorkerInit = { params: ReleaseParams; outDir: string };
export type WorkerRequest = { shard: ShardSpec };
export type WorkerMessage =
  | { type: 'rows'; rows: number }
  | { type: 'done'; results: ShardResult[] }
  | { type: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('shard-worker must run in a worker thread');
const { params, outDir } = workerData as WorkerInit;

port.on('message', (request: WorkerRequest) => {
  writeShard(request.shard, params, outDir, (rows) =>
    port.postMessage({ type: 'rows', rows } satisfies WorkerMessage),
  )
    .then((results) => port.postMessage({ type: 'done', results } satisfies WorkerMessage))
    .catch((error: unknown) =>
      port.postMessage({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerMessage),
    );
});
