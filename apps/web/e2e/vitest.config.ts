import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ShardSequencer } from './shard-sequencer.ts';

// Browser end-to-end: the real API (which serves apps/web/dist) in a child process, driven through Debian's
// Chromium. One browser at a time per process: the cases share one server. `npm test` runs two processes
// (`--shard=1/2`, `--shard=2/2`), each with its own server, split by running time (shard-sequencer.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ShardSequencer },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
