// Writes durations.json (each e2e file's seconds, which shard-sequencer.ts balances the halves by) from the JSON
// reports of a full run: `node apps/web/e2e/write-durations.mjs report-1.json [report-2.json …]`.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const seconds = {};
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults) {
    const ms = result.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    seconds[basename(result.name)] = Math.max(1, Math.round(ms / 1000));
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(new URL('./durations.json', import.meta.url), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`durations.json: ${Object.keys(sorted).length} files`);
