import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { floorBody, stripScripts } from "./floor-html.ts";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  "<link rel='modulepreload' href='/assets/chunk.js'>",
  '<link rel="preconnect" href="https://fonts.example"/>',
  '<script type="application/ld+json">{"@type":"Store"}</script>',
  "</head><body><main><h1>Parts</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import("/assets/entry.js");</script>',
  '<script src="/assets/legacy.js"></script>',
  '<SCRIPT type="text/javascript">1</SCRIPT>',
  "</body></html>",
].join("");

describe("stripScripts", () => {
  it("removes every script that would run and every module preload", () => {
    const floor = stripScripts(page);
    expect(floor).not.toMatch(/<script(?![^>]*ld\+json)/i);
    expect(floor).not.toContain("modulepreload");
    expect(floor).not.toContain("__reactRouterContext");
  });

  it("keeps the structured data, the stylesheet, other links and the content", () => {
    const floor = stripScripts(page);
    expect(floor).toContain('<script type="application/ld+json">{"@type":"Store"}</script>');
    expect(floor).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(floor).toContain('<link rel="preconnect" href="https://fonts.example"/>');
    expect(floor).toContain("<main><h1>Parts</h1></main>");
  });

  it("leaves a page without scripts as it was", () => {
    const plain = "<html><body><p>No scripts here</p></body></html>";
    expect(stripScripts(plain)).toBe(plain);
  });
});

describe("floorBody", () => {
  it("decodes a gzipped page, strips it and gzips it again", () => {
    const body = floorBody(gzipSync(page), "gzip");
    const html = gunzipSync(body).toString("utf8");
    expect(html).toBe(stripScripts(page));
  });

  it("handles brotli, deflate and no encoding alike", () => {
    expect(brotliDecompressSync(floorBody(brotliCompressSync(page), "br")).toString()).toBe(stripScripts(page));
    expect(inflateSync(floorBody(deflateSync(page), "deflate")).toString()).toBe(stripScripts(page));
    expect(floorBody(Buffer.from(page), undefined).toString()).toBe(stripScripts(page));
    expect(floorBody(Buffer.from(page), "identity").toString()).toBe(stripScripts(page));
  });

  it("refuses an encoding it cannot decode rather than serving garbage", () => {
    expect(() => floorBody(Buffer.from(page), "compress")).toThrow(/compress/);
  });
});
