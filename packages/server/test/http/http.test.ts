/**
 * What only the HTTP adapter does: body limits and parse errors, JSON for every error, unknown
 * endpoints, the request log, a failed save, graceful close. The rules themselves are the contract
 * suite's business.
 */
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, SESSION_HEADER } from "@shop/domain";
import { createApp, type LogFields, type Store } from "../../src/index.ts";
import { inStockParts, newSessionId, placeOrder, serverForFile, startTestServer, storedShop, taxRateOf } from "../support/fixtures.ts";

const file = serverForFile();
const { entries } = file;

async function call(method: string, url: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(`${file.server.url}${url}`, { method, headers: init.headers, body: init.body });
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, headers: response.headers };
}

const json = { "content-type": "application/json" };
const session = () => ({ ...json, [SESSION_HEADER]: newSessionId() });

function expectJsonError(result: { type: string; text: string }) {
  expect(result.type).toMatch(/^application\/json/);
  expect(result.text).not.toMatch(/<html|<pre|<!DOCTYPE|\bat .+\.(ts|js):\d+/i);
  const body = JSON.parse(result.text) as { message?: unknown };
  expect(typeof body.message).toBe("string");
  return body as { message: string; field?: string };
}

describe("HTTP adapter", () => {
  it("answers a repeated catalogue read identically, with an ETag, and 304 when it is unchanged", async () => {
    const url = "/api/products?categoryId=1&sort=price-asc&limit=5";
    const first = await call("GET", url);
    const second = await call("GET", url);
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect((JSON.parse(first.text) as { products: unknown[] }).products).toHaveLength(5);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    // As a browser revalidates. (Without its own Cache-Control, fetch adds "no-cache" to a
    // conditional request, which asks for the full answer.)
    const unchanged = await fetch(`${file.server.url}${url}`, { headers: { "if-none-match": etag ?? "", "cache-control": "max-age=0" } });
    expect(unchanged.status).toBe(304);
    // A different query is a different answer.
    expect((await call("GET", "/api/products?categoryId=1&sort=price-desc&limit=5")).text).not.toBe(first.text);
  });

  it("keeps cart reads per session, never from the catalogue cache", async () => {
    const [productId] = await inStockParts(file.server.url);
    const mine = session();
    const add = await call("POST", "/api/cart", { headers: mine, body: JSON.stringify({ productId }) });
    expect(add.status).toBe(201);
    expect(JSON.parse((await call("GET", "/api/cart", { headers: mine })).text)).toHaveLength(1);
    expect(JSON.parse((await call("GET", "/api/cart", { headers: session() })).text)).toEqual([]);
  });

  it("answers a body over 100 KB with 413 JSON", async () => {
    const big = JSON.stringify({ name: "x", email: "a@example.com", message: "m".repeat(MAX_BODY_BYTES) });
    const result = await call("POST", "/api/contact", { headers: json, body: big });
    expect(result.status).toBe(413);
    expect(expectJsonError(result).message).toBe("Request body is larger than 100 KB");
  });

  it("takes a body of exactly the limit", async () => {
    const base = JSON.stringify({ name: "x", email: "a@example.com", message: "" });
    const body = JSON.stringify({ name: "x", email: "a@example.com", message: "m".repeat(MAX_BODY_BYTES - base.length) });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const result = await call("POST", "/api/contact", { headers: json, body });
    // Past the size check: the domain's own rule (message length) answers.
    expect(result.status).toBe(400);
    expect(expectJsonError(result).field).toBe("message");
  });

  it("answers malformed JSON with 400 JSON, without a stack trace", async () => {
    const result = await call("POST", "/api/cart", { headers: session(), body: '{"productId": 1,' });
    expect(result.status).toBe(400);
    expect(expectJsonError(result).message).toBe("Request body is not valid JSON");
  });

  it("hands an empty or missing body to the domain as no body", async () => {
    for (const body of [undefined, ""]) {
      const result = await call("POST", "/api/newsletter", { headers: json, body });
      expect(result.status).toBe(400);
      expect(expectJsonError(result).message).toBe("A JSON request body is required");
    }
  });

  it("lets the domain refuse a body that is not declared JSON (415)", async () => {
    const result = await call("POST", "/api/newsletter", { headers: { "content-type": "text/plain" }, body: '{"email":"a@example.com"}' });
    expect(result.status).toBe(415);
    expectJsonError(result);
  });

  it("answers a GET or DELETE carrying no body normally", async () => {
    const headers = session();
    expect((await call("GET", "/api/cart", { headers })).text).toBe("[]");
    const cleared = await call("DELETE", "/api/cart", { headers });
    expect(cleared.status).toBe(204);
    expect(cleared.text).toBe("");
  });

  it("answers an unknown /api path or method with 404 JSON", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing-here"],
      ["GET", "/api/orders"],
      ["PATCH", "/api/products/1"],
      ["DELETE", "/api/products"],
      ["POST", "/api/db"],
    ] as const) {
      const result = await call(method, url);
      expect(result.status, `${method} ${url}`).toBe(404);
      expect(expectJsonError(result).message).toBe(`No API endpoint ${method} ${url}`);
    }
  });

  it("reads gzip bodies, and answers a bad or unknown Content-Encoding with 400 JSON", async () => {
    const email = JSON.stringify({ email: "zipped@example.com" });
    const zipped = await new Response(new Blob([email]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    const ok = await fetch(`${file.server.url}/api/newsletter`, {
      method: "POST",
      headers: { ...json, "content-encoding": "gzip" },
      body: zipped,
    });
    expect(ok.status).toBe(202);
    const bad = await call("POST", "/api/newsletter", { headers: { ...json, "content-encoding": "gzip" }, body: email });
    expect(bad.status).toBe(400);
    expect(expectJsonError(bad).message).toBe("Request body could not be decompressed (Content-Encoding: gzip)");
    const unknown = await call("POST", "/api/newsletter", { headers: { ...json, "content-encoding": "br" }, body: email });
    expect(unknown.status).toBe(400);
    expect(expectJsonError(unknown).message).toBe('Unsupported content encoding "br"');
  });

  it("answers a malformed URL with 400 JSON", async () => {
    const result = await call("GET", "/api/products/search-by-model/%E0%A4%A");
    expect(result.status).toBe(400);
    expectJsonError(result);
  });

  it("never lets a client write the catalogue through json-server's generic routes", async () => {
    const product = await call("GET", "/api/products/1");
    expect((await call("PUT", "/api/products/1", { headers: json, body: '{"price":"0.01"}' })).status).toBe(404);
    expect((await call("PATCH", "/api/store", { headers: json, body: '{"taxRate":"0"}' })).status).toBe(404);
    expect((await call("GET", "/api/products/1")).text).toBe(product.text);
  });

  it("reads the query with URLSearchParams, as the mocks do", async () => {
    const result = await call("GET", "/api/products?limit=2&limit=3&sort=name");
    expect(result.status).toBe(200);
    expect((JSON.parse(result.text) as { products: unknown[] }).products).toHaveLength(2);
  });

  it("sends the no-cache headers json-server's defaults add", async () => {
    const result = await call("GET", "/api/store");
    expect(result.headers.get("cache-control")).toBe("no-cache");
    expect(result.headers.get("x-powered-by")).toBeNull();
    // No cross-origin access: the storefront is served from this origin.
    expect(result.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("logs one entry per call: its request id, method, path without the query, status and ms", async () => {
    entries.length = 0;
    const answers = [await call("GET", "/api/brands?type=hvac"), await call("GET", "/api/nothing"), await call("POST", "/api/cart", { headers: session(), body: "{" })];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = entries.filter((e) => e.fields?.method !== undefined);
    expect(requests.map((e) => e.fields)).toEqual([
      { reqId: answers[0]!.headers.get("x-request-id"), method: "GET", path: "/api/brands", status: 200, ms: expect.any(Number) },
      { reqId: answers[1]!.headers.get("x-request-id"), method: "GET", path: "/api/nothing", status: 404, ms: expect.any(Number) },
      { reqId: answers[2]!.headers.get("x-request-id"), method: "POST", path: "/api/cart", status: 400, ms: expect.any(Number) },
    ]);
    expect(requests.map((e) => e.msg)).toEqual(["GET /api/brands 200", "GET /api/nothing 404", "POST /api/cart 400"]);
  });

  it("places an order end to end and keeps it after close", async () => {
    const [productId] = await inStockParts(file.server.url);
    const placed = await placeOrder(file.server.url, productId!, await taxRateOf(file.server.url));
    expect(placed.status).toBe(201);
    expect(await file.server.store.reads.orders.byNumber(placed.orderNumber ?? "")).toMatchObject({ orderNumber: placed.orderNumber });
  });
});

describe("a failed save", () => {
  it("answers 503 JSON and logs it", async () => {
    const { server: real, stop: stopReal } = await startTestServer();
    // A commit that fails as the store's do: its answer is awaited after the write's turn, which may take a moment to end (PostgreSQL's lets go of its lock).
    const failedCommit = () => {
      const failed = Promise.reject(new Error("disk full"));
      failed.catch(() => undefined);
      return failed;
    };
    const failing: Store = { ...real.store, data: real.store.data, commit: failedCommit };
    const logged: { msg: string; fields?: LogFields }[] = [];
    const staff = { directory: { byEmail: () => Promise.resolve(undefined), byId: () => Promise.resolve(undefined) }, secret: "test", sessions: real.store.sessions, counters: real.store.counters };
    const app = createApp({ store: failing, orderKey: () => "key", unsubscribeKey: () => "key", confirmKey: () => "key", staff, log: (msg, _level, fields) => logged.push({ msg, fields }) });
    const http = createServer(app);
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const response = await fetch(`${url}/api/newsletter`, { method: "POST", headers: json, body: '{"email":"x@example.com"}' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: "Could not save, please try again" });
      const problem = logged.find((l) => l.msg.includes("could not save: disk full"));
      expect(problem?.fields?.reqId).toBe(response.headers.get("x-request-id"));
    } finally {
      await new Promise((resolve) => http.close(resolve));
      await stopReal();
    }
  });
});

describe("close", () => {
  it("lets a request in flight finish with Connection: close, then stops promptly", async () => {
    const { server: running, dbFile, stop: stopRunning } = await startTestServer();
    const agent = new Agent({ keepAlive: true });
    try {
      // An idle keep-alive connection must not hold close() up either.
      expect((await call2(running.url, agent, "/api/store")).status).toBe(200);
      const body = JSON.stringify({ email: "late@example.com" });
      const { port } = new URL(running.url);
      const req = request({ host: "127.0.0.1", port, path: "/api/newsletter", method: "POST", agent, headers: { ...json, "content-length": Buffer.byteLength(body) } });
      const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on("error", reject);
      });
      req.write(body.slice(0, 5));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const closed = running.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      req.end(body.slice(5));
      expect(await answer).toEqual({ status: 202, connection: "close" });
      await closed;
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect(fetch(`${running.url}/api/store`)).rejects.toThrow();
      const stored = await storedShop(dbFile);
      expect(stored.newsletterSignups.map((s) => s.email)).toEqual(["late@example.com"]);
    } finally {
      agent.destroy();
      await stopRunning();
    }
  });
});

function call2(base: string, agent: Agent, url: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(base);
    request({ host: "127.0.0.1", port, path: url, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    })
      .on("error", reject)
      .end();
  });
}
