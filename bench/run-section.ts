// Runs one bench section in its own process, under the tsconfig of the workspace it measures (so the
// workspace's `@/` alias resolves): `tsx --tsconfig <ws>/tsconfig.json bench/run-section.ts FILE EXPORT`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [file, exportName] = process.argv.slice(2);
if (!file || !exportName) throw new Error('usage: run-section.ts FILE EXPORT');
const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
const run = module[exportName];
if (typeof run !== 'function') throw new Error(`${exportName} is not exported by ${file}`);
await (run as () => Promise<unknown>)();
