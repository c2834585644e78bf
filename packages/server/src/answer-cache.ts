import { createHash } from "node:crypto";
import type { Response } from "express";
import { LRUCache } from "lru-cache";

/** An answer kept whole: status, text and its ETag, so a repeat costs a look-up. */
export interface CachedAnswer {
  status: number;
  body: string;
  etag: string;
  /** Its content type, as express's `res.type` takes it: "json", "html". */
  type: string;
}

export interface AnswerCacheOptions {
  /** What all kept answers may take together; the least recently used go first. */
  maxBytes: number;
  /** Answers bigger than this are not kept. */
  maxEntryBytes: number;
  /** The data version answers are made from: when it moves, every kept answer is dropped. */
  version: () => number;
}

export interface AnswerCache {
  get(key: string): CachedAnswer | undefined;
  /** Keeps an answer made from data of `version` (the one current when it was made). */
  set(key: string, answer: CachedAnswer, version: number): void;
  clear(): void;
}

export function cachedAnswer(status: number, body: string, type: string): CachedAnswer {
  return { status, body, type, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** Sends a kept answer; with the ETag set, express answers a matching If-None-Match with 304. */
export function sendCached(res: Response, answer: CachedAnswer): void {
  res.status(answer.status).type(answer.type).set("ETag", answer.etag).send(answer.body);
}

/** Answers by key, bounded by bytes, never older than the data they were made from. */
export function createAnswerCache({ maxBytes, maxEntryBytes, version }: AnswerCacheOptions): AnswerCache {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => Buffer.byteLength(answer.body) + key.length + 100,
  });
  let madeFrom = version();
  const current = () => {
    if (version() !== madeFrom) {
      answers.clear();
      madeFrom = version();
    }
  };
  return {
    get(key) {
      current();
      return answers.get(key);
    },
    set(key, answer, answerVersion) {
      current();
      if (answerVersion !== madeFrom || Buffer.byteLength(answer.body) > maxEntryBytes) return;
      answers.set(key, answer);
    },
    clear: () => answers.clear(),
  };
}
