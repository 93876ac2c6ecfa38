import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure logic only (error messages, guards, path memory, formatting); browser flows live in e2e/.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
