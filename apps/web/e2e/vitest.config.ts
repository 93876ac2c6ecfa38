import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser end-to-end: the real API (which serves apps/web/dist) in a child process, driven through Debian's
// Chromium. One browser at a time: the machine is small and the cases share one server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
