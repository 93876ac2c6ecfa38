// Counter-based pseudo-random streams. Every entity of a release (a company, a partner, an accountant)
// gets its own stream keyed by (seed, entity, purpose), so any shard can regenerate any entity
// without shared state and the bytes never depend on which worker ran first.

/** 32-bit avalanche mix (murmur3 finaliser). */
export function mix32(value: number): number {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

function step(h: number, part: number): number {
  // One avalanche per part (the high word of parts above 2^32 folded in first).
  return (mix32((h ^ (part | 0)) + Math.imul((part / 4294967296) | 0, 0x27d4eb2f)) + 0x9e3779b9) | 0;
}

/** Combines two to four numbers into one 32-bit key (fixed arity: no array per call in hot loops). */
export function hashKey(a: number, b: number, c = 0, d = 0): number {
  return step(step(step(step(0x2545f491, a), b), c), d) >>> 0;
}

const INV_2_32 = 1 / 4294967296;

export class RandomStream {
  private counter = 0;
  private key: number;

  constructor(key: number) {
    this.key = key >>> 0;
  }

  /** Re-keys the stream in place (avoids an allocation per entity in hot loops). */
  reset(key: number): this {
    this.key = key >>> 0;
    this.counter = 0;
    return this;
  }

  nextUint32(): number {
    this.counter = (this.counter + 1) | 0;
    let z = (this.key + Math.imul(this.counter, 0x9e3779b9)) | 0;
    z = Math.imul(z ^ (z >>> 15), 0x2c1b3c6d);
    z = Math.imul(z ^ (z >>> 12), 0x297a2d39);
    return (z ^ (z >>> 15)) >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextUint32() * INV_2_32;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** n random decimal digits as a string. */
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String.fromCharCode(48 + this.int(10));
    return out;
  }

  /** Exponentially distributed value with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.float()) * mean;
  }
}
