import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import type { Response } from "express";
import { LRUCache } from "lru-cache";

/**
 * Answers made from the catalogue (API reads, rendered pages), kept whole by key (the URL) so a
 * repeat costs a look-up, and never stale: the cache is told the data version (the store's
 * `version`, see docs/architecture.md, "Live data") and drops everything once it moves, so the
 * first request after a change to the catalogue or the store record gets a fresh answer.
 */

/** An answer as sent: status, body text, its weak ETag and content type ("json", "html"). */
export interface CachedAnswer {
  status: number;
  body: string;
  etag: string;
  type: string;
  /** Headers that belong to this body (a page's Content-Security-Policy, which lists its scripts' hashes). */
  headers?: Readonly<Record<string, string>>;
  /** The body compressed ahead, by encoding (a kept page's brotli and gzip, page-encodings.ts); counted in the cache's bytes. */
  encoded?: Readonly<Record<string, Buffer>>;
}

/** An answer with its ETag, a hash of the body: the same body always has the same ETag, across restarts too. */
export function cachedAnswer(status: number, body: string, type: string, headers?: Readonly<Record<string, string>>): CachedAnswer {
  return { status, body, type, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`, ...(headers && { headers }) };
}

/** Sends a kept answer; with the ETag set, express answers a matching If-None-Match with 304 and no body. */
export function sendCached(res: Response, answer: CachedAnswer): void {
  if (answer.headers) res.set(answer.headers);
  res.status(answer.status).type(answer.type).set("ETag", answer.etag).send(answer.body);
}

export interface AnswerCacheOptions {
  /**
   * What all kept answers may take together (bodies and keys, in bytes); the least recently used
   * go first. 0 keeps nothing: every answer is made again (the page benchmark's uncached render).
   */
  maxBytes: number;
  /** Bodies larger than this are not kept. */
  maxEntryBytes: number;
  /** The data version now; an answer made under another is never returned. */
  version: () => number;
}

export interface AnswerCacheStats {
  entries: number;
  /** Bytes the kept answers count for. */
  bytes: number;
  hits: number;
  misses: number;
  /** The version the kept answers were made under. */
  version: number;
  /** Times the cache was emptied because the version moved. */
  drops: number;
}

export interface AnswerCache {
  get(key: string): CachedAnswer | undefined;
  /**
   * Keeps an answer. `madeUnder` is the version read when the work on it started (default: now):
   * an answer whose making spanned a change (an awaited render) is not kept, since it may show
   * data from before it.
   */
  set(key: string, answer: CachedAnswer, madeUnder?: number): void;
  clear(): void;
  stats(): AnswerCacheStats;
}

/** Per entry beyond its body and key: the answer object and the cache's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 200;

export function createAnswerCache({ maxBytes, maxEntryBytes, version }: AnswerCacheOptions): AnswerCache {
  // lru-cache refuses a maxSize of 0; with 1, set() below still keeps nothing, since no entry fits.
  const entries = new LRUCache<string, CachedAnswer>({ maxSize: Math.max(1, maxBytes) });
  let keptUnder = version();
  let hits = 0;
  let misses = 0;
  let drops = 0;

  /** The version now, after emptying the cache if it moved since the kept answers were made. */
  function current(): number {
    const now = version();
    if (now !== keptUnder) {
      if (entries.size > 0) drops++;
      entries.clear();
      keptUnder = now;
    }
    return now;
  }

  return {
    get(key) {
      current();
      const hit = entries.get(key);
      if (hit) hits++;
      else misses++;
      return hit;
    },
    set(key, answer, madeUnder) {
      const now = current();
      if (madeUnder !== undefined && madeUnder !== now) return;
      const bodyBytes = Buffer.byteLength(answer.body);
      if (bodyBytes > maxEntryBytes) return;
      const encodedBytes = Object.values(answer.encoded ?? {}).reduce((sum, bytes) => sum + bytes.length, 0);
      const size = bodyBytes + encodedBytes + Buffer.byteLength(key) + ENTRY_OVERHEAD_BYTES;
      if (size <= maxBytes) entries.set(key, answer, { size });
    },
    clear() {
      entries.clear();
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses, version: current(), drops }),
  };
}
