/**
 * A catalogue read answered from memory (docs/architecture.md, "Live data") is the same answer the
 * route made: the same headers, compression, conditional requests and HEAD, and its own request id
 * and log entry. The benchmark (`npm run bench:api`) measures how fast; this says it stays right.
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { routes, SESSION_HEADER } from "@shop/domain";
import { newSessionId, serverForFile } from "../support/fixtures.ts";

const file = serverForFile();
const { entries } = file;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers (fetch would add its own Accept-Encoding). */
function raw(method: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${file.server.url}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers that say what the answer is: all but the request id and the date, which are each request's own. */
const described = ({ headers }: Raw) => {
  const { "x-request-id": _id, date: _date, ...rest } = headers;
  return rest;
};

const PAGE = "/api/products?categoryId=1&inStock=true&sort=price-asc&limit=3";

describe("a kept catalogue answer", () => {
  it("carries exactly the headers and body of the answer the route made", async () => {
    const made = await raw("GET", `${PAGE}&fresh=1`);
    const kept = await raw("GET", `${PAGE}&fresh=1`);
    expect(made.status).toBe(200);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(made.body)).toBe(true);
    expect(described(kept)).toEqual(described(made));
    expect(kept.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(kept.headers["cache-control"]).toBe("no-cache");
    expect(kept.headers["x-content-type-options"]).toBe("nosniff");
    expect(kept.headers["content-length"]).toBe(String(made.body.length));
  });

  it("is compressed for a client that accepts gzip, and decodes to the same JSON", async () => {
    const plain = await raw("GET", "/api/products?limit=20");
    const zipped = await raw("GET", "/api/products?limit=20", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await raw("GET", "/api/store");
    const head = await raw("HEAD", "/api/store");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await raw("GET", "/api/categories");
    const again = await raw("GET", "/api/categories", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("has its own request id and its own log entry", async () => {
    await raw("GET", "/api/brands");
    const kept = await raw("GET", "/api/brands");
    const id = String(kept.headers["x-request-id"]);
    const entry = entries.find((e) => e.fields?.reqId === id);
    expect(entry?.fields).toMatchObject({ method: "GET", path: "/api/brands", status: 200 });
  });

  it("is never a personal answer: the cart stays per session and private", async () => {
    const cart = await raw("GET", "/api/cart", { [SESSION_HEADER]: newSessionId() });
    const again = await raw("GET", "/api/cart", { [SESSION_HEADER]: newSessionId() });
    expect(again.headers["cache-control"]).toBe("private, no-store");
    expect(again.headers.etag).toBe(cart.headers.etag);
    // The kept answers are looked up before the routes run: no call under a personal prefix may be kept.
    const personal = routes.filter((route) => route.cacheable && /^\/(staff|orders|cart)(\/|$)/.test(route.path));
    expect(personal.map((route) => route.path)).toEqual([]);
  });
});
