/**
 * Model and part numbers as people type them: "wrf 555-sdfz", "WRF555.SDFZ" and "WRF555SDFZ" are
 * one model. Normalising drops case, spaces, dashes, dots and slashes.
 */
export function normalizeModelNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\-./]+/g, "");
}

/** A prefix shorter than this matches too much to be useful; shorter input only matches exactly. */
export const MIN_PREFIX_LENGTH = 3;

/**
 * A sorted index of normalised model numbers, each pointing at the items that fit it. Exact and
 * prefix look-ups are binary searches, so their cost grows with the log of the catalogue, not its
 * size.
 */
export class ModelIndex<T> {
  private readonly keys: string[];
  private readonly items: T[][];

  constructor(entries: Iterable<{ models: readonly string[]; item: T }>) {
    const byKey = new Map<string, T[]>();
    for (const { models, item } of entries) {
      for (const model of models) {
        const key = normalizeModelNumber(model);
        if (!key) continue;
        const list = byKey.get(key);
        if (!list) byKey.set(key, [item]);
        else if (!list.includes(item)) list.push(item);
      }
    }
    this.keys = [...byKey.keys()].sort();
    this.items = this.keys.map((key) => byKey.get(key) ?? []);
  }

  /** The first position whose key is >= `key`. */
  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] ?? "") < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Items fitting `model`: exact matches first, then models that start with it (when it has at
   * least MIN_PREFIX_LENGTH characters), each item once, at most `limit` of them.
   */
  search(model: string, limit = 100): T[] {
    const key = normalizeModelNumber(model);
    if (!key) return [];
    const found: T[] = [];
    const seen = new Set<T>();
    const take = (list: readonly T[]) => {
      for (const item of list) {
        if (found.length >= limit) return;
        if (!seen.has(item)) {
          seen.add(item);
          found.push(item);
        }
      }
    };
    const start = this.lowerBound(key);
    if (this.keys[start] === key) take(this.items[start] ?? []);
    if (key.length < MIN_PREFIX_LENGTH) return found;
    for (let i = start; i < this.keys.length && found.length < limit; i++) {
      const candidate = this.keys[i] ?? "";
      if (!candidate.startsWith(key)) break;
      if (candidate !== key) take(this.items[i] ?? []);
    }
    return found;
  }
}
