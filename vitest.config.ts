import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests; each workspace owns its vitest.config.ts.
// Browser end-to-end tests have their own config (apps/web/e2e/vitest.config.ts) and run after a build.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
