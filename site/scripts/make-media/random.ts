/** Seeded randomness so that re-running the generator writes byte-identical images. */

export interface Rand {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A fresh 31-bit seed, e.g. for feTurbulence. */
  seed(): number;
}

/** mulberry32: tiny, fast and good enough for drawing. */
export function createRand(seed: number): Rand {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() needs a non-empty list");
      return item;
    },
    seed: () => Math.floor(next() * 2 ** 31),
  };
}

/** Stable seed from an image name, so each image has its own stream. */
export function seedFromName(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** 1-D fractal value noise in roughly [-1, 1], used for ridgelines and glaze edges. */
export function createNoise1d(rand: Rand, octaves = 4): (x: number) => number {
  const size = 256;
  const table = Array.from({ length: size }, () => rand.range(-1, 1));
  const at = (i: number): number => table[((i % size) + size) % size] ?? 0;
  const smooth = (x: number): number => {
    const i = Math.floor(x);
    const f = x - i;
    const u = f * f * (3 - 2 * f);
    return at(i) * (1 - u) + at(i + 1) * u;
  };
  return (x) => {
    let sum = 0;
    let amp = 1;
    let freq = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += smooth(x * freq + o * 31.7) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return sum / norm;
  };
}
