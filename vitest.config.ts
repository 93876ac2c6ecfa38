import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests; each workspace owns its vitest.config.ts.
// Browser end-to-end tests have their own config (apps/web/e2e/vitest.config.ts) and run after a build.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // A worker per core: Vitest's default leaves one core to its main process, which on this 2-core kind of
    // machine ran every test file one after the other (the API suite on PGlite: 460 s with one worker, 333 s
    // with two).
    maxWorkers: availableParallelism(),
  },
});
