import { Buffer } from "node:buffer";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { cachedAnswer, createAnswerCache, sendCached } from "./answer-cache.ts";

function versioned(start = 1) {
  let version = start;
  return { version: () => version, bump: () => void version++ };
}

describe("createAnswerCache", () => {
  it("returns what was kept under the current version", () => {
    const data = versioned();
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: data.version });
    const answer = cachedAnswer(200, '{"a":1}', "json");
    expect(cache.get("/api/store")).toBeUndefined();
    cache.set("/api/store", answer);
    expect(cache.get("/api/store")).toBe(answer);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1, version: 1, drops: 0 });
  });

  it("never returns an answer made under an older version, and drops them all when it moves", () => {
    const data = versioned();
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: data.version });
    cache.set("/a", cachedAnswer(200, "1", "json"));
    cache.set("/b", cachedAnswer(200, "2", "json"));
    data.bump();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, version: 2, drops: 1 });
    cache.set("/a", cachedAnswer(200, "3", "json"));
    expect(cache.get("/a")?.body).toBe("3");
  });

  it("does not keep an answer whose making started under an older version", () => {
    const data = versioned();
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: data.version });
    const started = data.version();
    data.bump();
    cache.set("/page", cachedAnswer(200, "<p>old</p>", "html"), started);
    expect(cache.get("/page")).toBeUndefined();
    cache.set("/page", cachedAnswer(200, "<p>new</p>", "html"), data.version());
    expect(cache.get("/page")?.body).toBe("<p>new</p>");
  });

  it("drops only the answers that showed a part whose stock moved since they were made", () => {
    const data = versioned();
    let seq = 0;
    const movedAt = new Map<number, number>();
    const move = (id: number) => movedAt.set(id, ++seq);
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: data.version, stock: { seq: () => seq, movedAt: (id) => movedAt.get(id) ?? 0, crossingsSince: () => [] } });
    const made = (parts: number[]) => ({ version: data.version(), stock: seq, parts: new Set(parts) });
    cache.set("/products/1", cachedAnswer(200, "one", "html"), made([1, 7]));
    cache.set("/products/2", cachedAnswer(200, "two", "html"), made([2]));
    cache.set("/categories", cachedAnswer(200, "none", "json"), made([]));
    cache.set("/unknown", cachedAnswer(200, "kept by version alone", "json"));
    move(7);
    expect(cache.get("/products/1")).toBeUndefined();
    expect(cache.get("/products/2")?.body).toBe("two");
    expect(cache.get("/categories")?.body).toBe("none");
    // Kept without the parts it showed: any move drops it.
    expect(cache.get("/unknown")).toBeUndefined();
    // Work that started before a move of a part it shows is not kept; after it, it is.
    const started = made([2]);
    move(2);
    cache.set("/products/2", cachedAnswer(200, "two, old stock", "html"), started);
    expect(cache.get("/products/2")).toBeUndefined();
    cache.set("/products/2", cachedAnswer(200, "two, new stock", "html"), made([2]));
    expect(cache.get("/products/2")?.body).toBe("two, new stock");
    // The data version still drops everything.
    data.bump();
    expect(cache.get("/categories")).toBeUndefined();
  });

  it("drops, when a part reaches or leaves zero, the stock-dependent listings that may hold it, and no other", () => {
    let seq = 0;
    const movedAt = new Map<number, number>();
    const crossings: { seq: number; categoryId: number; brandId: number }[] = [];
    let forgotten = 0;
    const stock = {
      seq: () => seq,
      movedAt: (id: number) => movedAt.get(id) ?? 0,
      crossingsSince: (since: number) => (since < forgotten ? undefined : crossings.filter((crossing) => crossing.seq > since)),
    };
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: () => 1, stock });
    const keep = (key: string, listings: { categoryId?: number; brandId?: number }[]) =>
      cache.set(key, cachedAnswer(200, key, "html"), { version: 1, stock: seq, parts: new Set([100]), listings });
    keep("/fridge", [{ categoryId: 3 }]);
    keep("/washer", [{ categoryId: 4 }]);
    keep("/ge-fridge", [{ categoryId: 3, brandId: 2 }]);
    keep("/whirlpool-fridge", [{ categoryId: 3, brandId: 5 }]);
    keep("/home", [{}]);
    keep("/fridge-by-price", []);
    // Part 7 (category 3, brand 2, on no kept page) is taken to zero.
    movedAt.set(7, ++seq);
    crossings.push({ seq, categoryId: 3, brandId: 2 });
    expect(["/fridge", "/washer", "/ge-fridge", "/whirlpool-fridge", "/home", "/fridge-by-price"].filter((key) => cache.get(key) !== undefined)).toEqual([
      "/washer",
      "/whirlpool-fridge",
      "/fridge-by-price",
    ]);
    // Crossings no longer remembered: a stock-dependent listing made before them is not trusted.
    forgotten = seq;
    movedAt.set(8, ++seq);
    expect(cache.get("/washer")).toBeUndefined();
    expect(cache.get("/fridge-by-price")?.body).toBe("/fridge-by-price");
  });

  it("keeps no body over maxEntryBytes, and lets the least recently used go past maxBytes", () => {
    const data = versioned();
    const cache = createAnswerCache({ maxBytes: 1_200, maxEntryBytes: 400, version: data.version });
    cache.set("/big", cachedAnswer(200, "x".repeat(401), "json"));
    expect(cache.get("/big")).toBeUndefined();
    // Multi-byte text counts in bytes: 150 characters of "é" are 300 bytes.
    cache.set("/one", cachedAnswer(200, "é".repeat(150), "json"));
    cache.set("/two", cachedAnswer(200, "y".repeat(300), "json"));
    expect(cache.get("/one")).toBeDefined();
    cache.set("/three", cachedAnswer(200, "z".repeat(300), "json"));
    expect(cache.get("/two")).toBeUndefined();
    expect(cache.get("/one")).toBeDefined();
    expect(cache.get("/three")).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_200);
  });

  it("counts an answer's compressed copies in its bytes, not its text alone", () => {
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: () => 1 });
    cache.set("/plain", cachedAnswer(200, "x".repeat(500), "html"));
    const plain = cache.stats().bytes;
    cache.clear();
    cache.set("/plain", { ...cachedAnswer(200, "x".repeat(500), "html"), encoded: { br: Buffer.alloc(30), gzip: Buffer.alloc(40) } });
    expect(cache.stats().bytes).toBe(plain + 70);
  });

  it("is emptied by clear()", () => {
    const cache = createAnswerCache({ maxBytes: 10_000, maxEntryBytes: 1_000, version: () => 7 });
    cache.set("/a", cachedAnswer(200, "1", "json"));
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
  });

  it("keeps nothing with maxBytes 0, however small the answer", () => {
    const cache = createAnswerCache({ maxBytes: 0, maxEntryBytes: 1_000, version: () => 1 });
    cache.set("/a", cachedAnswer(200, "", "json"));
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe("cachedAnswer and sendCached", () => {
  it("give the same weak ETag for the same body and another for another body", () => {
    const etag = cachedAnswer(200, '{"a":1}', "json").etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cachedAnswer(404, '{"a":1}', "json").etag).toBe(etag);
    expect(cachedAnswer(200, '{"a":2}', "json").etag).not.toBe(etag);
  });

  it("send the body with its type and ETag, and 304 to a request that already has it", async () => {
    const answer = cachedAnswer(200, "<p>Hello</p>", "html");
    const app = express();
    app.get("/page", (_req, res) => sendCached(res, answer));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
      const full = await fetch(url);
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toMatch(/^text\/html/);
      expect(full.headers.get("etag")).toBe(answer.etag);
      expect(await full.text()).toBe("<p>Hello</p>");
      const again = await fetch(url, { headers: { "if-none-match": answer.etag, "cache-control": "max-age=0" } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
