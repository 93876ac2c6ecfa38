import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A worker keeps its modules from one file to the next: loading the app's module graph again for every
    // file was a third of the suite's time. Files share no state through them (each builds its own app on
    // its own database; a test that replaces a CRM connector puts the real one back).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
