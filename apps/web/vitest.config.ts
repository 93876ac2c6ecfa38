import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure logic only (error messages, guards, path memory, formatting); browser flows live in e2e/. Pure, so the
// files share one module graph per worker (isolate: false): ≈ 40 → 7 s with the contracts tests.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
