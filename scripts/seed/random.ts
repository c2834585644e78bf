/**
 * The seeded randomness behind the generated catalogue. Every draw goes through one `Rng`, so the
 * same seed and the same sequence of calls always give the same catalogue; changing the order or
 * the number of draws changes every part after it.
 */

export type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both inclusive. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** One item, each with a chance of its `weight` out of `total` (the sum of the weights). */
export function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[], total: number): T {
  let r = rng() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error("pick from an empty list");
  return last;
}

/** The first `k` entries of a random permutation of 0..n-1 (a partial Fisher-Yates shuffle). */
export function samplePositions(rng: Rng, n: number, k: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const take = Math.min(k, n);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(rng() * (n - i));
    const tmp = order[i] as number;
    order[i] = order[j] as number;
    order[j] = tmp;
  }
  return order.subarray(0, take);
}
