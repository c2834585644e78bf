import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import type { Response } from "express";
import { LRUCache } from "lru-cache";

/**
 * Answers made from the catalogue (API reads, rendered pages), kept whole by key (the URL) so a
 * repeat costs a look-up, and never stale: the cache is told the data version (the store's
 * `version`, see docs/architecture.md, "Live data") and drops everything once it moves, so the
 * first request after a change to the catalogue or the store record gets a fresh answer. Told of
 * the stock moves too (`stock`), it drops only the answers that showed a part whose stock moved
 * since they were made: an order leaves every other page kept.
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

/**
 * The parts' stock moves, which leave the data version alone: `seq()` rises with each, and
 * `movedAt(id)` is the `seq` of that part's last move (0 for none). A move that takes a part to
 * or from zero also moves it in and out of in-stock listings and along the popular order:
 * `crossingsSince(seq)` are those since `seq`, by the part's category and brand, or undefined
 * when they go back further than is remembered.
 */
export interface StockMoves {
  seq(): number;
  movedAt(id: number): number;
  crossingsSince(seq: number): readonly { categoryId: number; brandId: number }[] | undefined;
}

/**
 * A listing an answer showed whose members or order depend on stock (an in-stock filter, the
 * popular order), by the category and brand it was limited to (undefined: any).
 */
export interface ListingScope {
  categoryId?: number;
  brandId?: number;
}

/** When the work on an answer started (the data version and the stock moves' seq then), the parts it showed, and its listings that depend on stock. */
interface Made {
  version: number;
  stock: number;
  parts: ReadonlySet<number>;
  listings?: readonly ListingScope[];
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
  /** The parts' stock moves: an answer that showed a part moved since it was made is not returned. Absent, no answer shows stock. */
  stock?: StockMoves;
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
   * Keeps an answer. `madeUnder` is the version read when the work on it started (default: now),
   * or that with the stock moves' seq and the parts it showed (`Made`): an answer whose making
   * spanned a change (an awaited render) is not kept, since it may show data from before it. One
   * made under a version alone counts as showing every part.
   */
  set(key: string, answer: CachedAnswer, madeUnder?: number | Made): void;
  clear(): void;
  stats(): AnswerCacheStats;
}

/** Per entry beyond its body and key: the answer object and the cache's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 200;

/** A kept answer, the stock moves' seq when its work started, and the parts it showed (unknown: every part). */
interface Entry {
  answer: CachedAnswer;
  seq: number;
  parts: ReadonlySet<number> | undefined;
  listings: readonly ListingScope[];
}

/** Whether a part of this category and brand may be in a listing of this scope. */
const mayList = (scope: ListingScope, part: { categoryId: number; brandId: number }) =>
  (scope.categoryId === undefined || scope.categoryId === part.categoryId) && (scope.brandId === undefined || scope.brandId === part.brandId);

export function createAnswerCache({ maxBytes, maxEntryBytes, version, stock }: AnswerCacheOptions): AnswerCache {
  // lru-cache refuses a maxSize of 0; with 1, set() below still keeps nothing, since no entry fits.
  const entries = new LRUCache<string, Entry>({ maxSize: Math.max(1, maxBytes) });
  /**
   * Whether no part the answer showed has had its stock moved since its work started, and no
   * part it may list reached or left zero since.
   */
  const stockHeld = ({ seq, parts, listings }: Pick<Entry, "seq" | "parts" | "listings">): boolean => {
    if (!stock || stock.seq() === seq) return true;
    if (!parts) return false;
    for (const id of parts) if (stock.movedAt(id) > seq) return false;
    if (listings.length === 0) return true;
    const crossings = stock.crossingsSince(seq);
    if (!crossings) return false;
    return !crossings.some((part) => listings.some((scope) => mayList(scope, part)));
  };
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
      const entry = entries.get(key);
      if (entry && stockHeld(entry)) {
        hits++;
        return entry.answer;
      }
      if (entry) entries.delete(key);
      misses++;
      return undefined;
    },
    set(key, answer, madeUnder) {
      const now = current();
      const made = typeof madeUnder === "object" ? madeUnder : undefined;
      if ((made?.version ?? madeUnder ?? now) !== now) return;
      // Kept under a version alone, an answer counts as showing every part, from the seq now.
      const entry: Entry = made
        ? { answer, seq: made.stock, parts: made.parts, listings: made.listings ?? [] }
        : { answer, seq: stock?.seq() ?? 0, parts: undefined, listings: [] };
      if (!stockHeld(entry)) return;
      const bodyBytes = Buffer.byteLength(answer.body);
      if (bodyBytes > maxEntryBytes) return;
      const encodedBytes = Object.values(answer.encoded ?? {}).reduce((sum, bytes) => sum + bytes.length, 0);
      const size = bodyBytes + encodedBytes + Buffer.byteLength(key) + ENTRY_OVERHEAD_BYTES;
      if (size <= maxBytes) entries.set(key, entry, { size });
    },
    clear() {
      entries.clear();
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses, version: current(), drops }),
  };
}
