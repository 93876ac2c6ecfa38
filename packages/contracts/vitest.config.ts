import { defineConfig } from 'vitest/config';

// Pure functions and schemas: the files share one module graph per worker (no isolation), which took the
// web and contracts tests from ≈ 40 to ≈ 7 s (most of it was importing the same modules again per file).
export default defineConfig({ test: { name: 'contracts', include: ['test/**/*.test.ts'], isolate: false } });
