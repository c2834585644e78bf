/**
 * Kept pages are compressed once, when they enter the page cache (brotli and gzip), and every
 * later request is answered with the stored bytes in the encoding it accepts; the compression
 * middleware in front (as http/app.ts mounts it) leaves them alone. Pages not kept, and HEAD, are
 * answered as before.
 */
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { compressPage, pageCache, pageCompressionFilter, type RenderPage } from "../../src/ssr/index.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Big enough for the compression middleware's 1 KB threshold, and compressible. */
const filler = "<li>Water filter, fits most side-by-side refrigerators</li>".repeat(200);

async function start() {
  const rendered: string[] = [];
  const compressed: string[] = [];
  const render: RenderPage = (url) => {
    rendered.push(url);
    return Promise.resolve(
      new Response(`<!DOCTYPE html><p>${url} #${rendered.length}</p><ul>${filler}</ul>`, { headers: { "content-type": "text/html; charset=utf-8" } }),
    );
  };
  const app = express();
  app.use(compression({ filter: pageCompressionFilter }));
  app.use(
    pageCache({
      render,
      version: () => 1,
      compress: (body) => {
        compressed.push(body.slice(0, 40));
        return compressPage(body);
      },
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const port = (server?.address() as AddressInfo).port;
  /** The raw answer: headers and the bytes on the wire, not decoded. */
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      bytes: Buffer;
    }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  return { rendered, compressed, get };
}

const decoded = (answer: { headers: Record<string, string | string[] | undefined>; bytes: Buffer }) => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.bytes).toString();
  if (encoding === "gzip") return gunzipSync(answer.bytes).toString();
  return answer.bytes.toString();
};

describe("compressed pages from the page cache", () => {
  it("answers a kept page with brotli, gzip or none as the request accepts, each decoding to the same HTML", async () => {
    const { get } = await start();
    const br = await get("/products/12", {
      "accept-encoding": "gzip, deflate, br",
    });
    const gzip = await get("/products/12", { "accept-encoding": "gzip" });
    const none = await get("/products/12");
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"], none.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    expect(decoded(br)).toBe(none.bytes.toString());
    expect(decoded(gzip)).toBe(none.bytes.toString());
    expect(none.bytes.toString()).toContain("/products/12 #1");
    for (const answer of [br, gzip, none]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    }
    expect(br.bytes.length).toBeLessThan(none.bytes.length / 4);
  });

  it("honours q=0 and the request's weights, preferring brotli on a tie", async () => {
    const { get } = await start();
    const encodingFor = async (accept: string) => (await get("/blog", { "accept-encoding": accept })).headers["content-encoding"];
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("gzip;q=0.5, br;q=0.5")).toBe("br");
    expect(await encodingFor("gzip;q=1, br;q=0.2")).toBe("gzip");
    expect(await encodingFor("*")).toBe("br");
    expect(await encodingFor("*;q=0, identity")).toBeUndefined();
    expect(await encodingFor("deflate")).toBeUndefined();
    expect(await encodingFor("")).toBeUndefined();
  });

  it("renders and compresses a kept page once, and answers later requests from the stored bytes", async () => {
    const { rendered, compressed, get } = await start();
    const first = await get("/products/12", { "accept-encoding": "br" });
    const second = await get("/products/12", { "accept-encoding": "br" });
    await get("/products/12", { "accept-encoding": "gzip" });
    await get("/products/12");
    expect(rendered).toEqual(["/products/12"]);
    expect(compressed).toHaveLength(1);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it("answers 304 to a browser that has the page in any encoding, with one weak ETag for them all", async () => {
    const { get } = await start();
    const br = await get("/products/12", { "accept-encoding": "br" });
    const gzip = await get("/products/12", { "accept-encoding": "gzip" });
    expect(br.headers.etag).toMatch(/^W\/"/);
    expect(gzip.headers.etag).toBe(br.headers.etag);
    const again = await get("/products/12", {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it("leaves pages that are not kept to the compression middleware, compressed for each request", async () => {
    const { rendered, compressed, get } = await start();
    const first = await get("/cart", { "accept-encoding": "gzip" });
    await get("/cart", { "accept-encoding": "gzip" });
    expect(rendered).toEqual(["/cart", "/cart"]);
    expect(compressed).toHaveLength(0);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(decoded(first)).toContain("/cart #1");
  });

  it("answers HEAD of a kept page as before: no body, the uncompressed length", async () => {
    const { get } = await start();
    const page = await get("/blog");
    const head = await get("/blog", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBe(page.bytes.length);
  });
});
