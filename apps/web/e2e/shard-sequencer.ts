/// <reference types="node" />
// Splits the e2e files into `--shard=i/n` halves of about equal running time, so `npm test` runs them in two
// processes side by side (each with its own API server and browser, see global-setup.ts). Vitest's own split
// goes by a hash of the path, which put the two longest files in one half. Each file weighs its seconds in
// durations.json (a full run's figures); a file not in it weighs what its size says, at the suite's average
// seconds per byte. The heaviest file goes first to the lighter half: deterministic, so the halves are
// disjoint and cover every file.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const durations = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;

/** Each file's weight: its recorded seconds, or its size at the recorded files' seconds per byte. */
export function fileWeights(paths: string[]): Map<string, number> {
  const sizes = new Map(paths.map((path) => [path, statSync(path).size]));
  const known = paths.filter((path) => durations[basename(path)] !== undefined);
  const knownBytes = known.reduce((sum, path) => sum + (sizes.get(path) ?? 0), 0);
  const knownSeconds = known.reduce((sum, path) => sum + (durations[basename(path)] ?? 0), 0);
  const perByte = knownBytes > 0 ? knownSeconds / knownBytes : 1;
  return new Map(paths.map((path) => [path, durations[basename(path)] ?? (sizes.get(path) ?? 0) * perByte]));
}

/** Which of `count` shards (0-based) each path goes to: heaviest first, each to the lightest shard so far. */
export function assignShards(weights: Map<string, number>, count: number): Map<string, number> {
  const load = Array.from({ length: count }, () => 0);
  const order = [...weights].sort(([a, wa], [b, wb]) => wb - wa || (a < b ? -1 : 1));
  const shardOf = new Map<string, number>();
  for (const [path, weight] of order) {
    const lightest = load.indexOf(Math.min(...load));
    shardOf.set(path, lightest);
    load[lightest] = (load[lightest] ?? 0) + weight;
  }
  return shardOf;
}

export class ShardSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const shardOf = assignShards(fileWeights(files.map((spec) => spec.moduleId)), count);
    return files.filter((spec) => shardOf.get(spec.moduleId) === index - 1);
  }
}
