import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'registry', include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
