import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'contracts', include: ['test/**/*.test.ts'] } });
