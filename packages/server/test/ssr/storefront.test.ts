/**
 * The storefront as the server hands it out, over the app's real server build (`npm test` builds
 * it first when it is stale): every page rendered with its content and HTTP status, hashed assets
 * cached for a year and compressed, pages never cached by browsers, and a clear answer while
 * nothing is built. How a change to the live data reaches pages: live-pages.test.ts.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

let dir: string;
let built: RunningServer;
let unbuilt: RunningServer;
const ASSET = "/assets/entry-3f9a1c.js";
const assetBody = `console.log(${JSON.stringify("storefront ".repeat(400))});\n`;
/** An asset the build compressed ahead of time (packages/app/vite-plugins.ts, precompress). */
const PRECOMPRESSED = "/assets/framework-8d2e4b.js";
const precompressedBody = `console.log(${JSON.stringify("framework ".repeat(400))});\n`;
// The stored copies say which copy was answered: a server compressing on the fly would send the plain file's text.
const storedBrotli = `${precompressedBody}// the .br copy\n`;
const storedGzip = `${precompressedBody}// the .gz copy\n`;

beforeAll(async () => {
  if (!existsSync(SERVER_BUILD)) throw new Error(`No app build at ${SERVER_BUILD}: run \`npm run build\` (npm test does).`);
  dir = await tempDir();
  const client = path.join(dir, "client");
  await mkdir(path.join(client, "assets"), { recursive: true });
  await writeFile(path.join(client, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(client, ASSET), assetBody);
  await writeFile(path.join(client, PRECOMPRESSED), precompressedBody);
  await writeFile(path.join(client, `${PRECOMPRESSED}.br`), brotliCompressSync(storedBrotli));
  await writeFile(path.join(client, `${PRECOMPRESSED}.gz`), gzipSync(storedGzip));
  const seed = await seedFile(dir);
  const log = () => undefined;
  built = await startServer({ port: 0, dbFile: path.join(dir, "shop.db"), ...(await engineOptions(path.join(dir, "shop.db"))), seedFile: seed, storefront: { clientDir: client, serverBuildFile: SERVER_BUILD }, log });
  unbuilt = await startServer({
    port: 0,
    dbFile: path.join(dir, "db2.json"),
    seedFile: seed,
    storefront: { clientDir: path.join(dir, "missing"), serverBuildFile: path.join(dir, "missing", "index.js") },
    log,
  });
});

afterAll(async () => {
  await built?.close();
  await unbuilt?.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(server: RunningServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&");

describe("the storefront's pages", () => {
  it.each(["/", "/cart", "/search?q=filter", "/brands", "/blog", "/about-us", "/tallahassee-appliance-parts", "/cart/"])(
    "renders %s on the server: 200, HTML with the shop's frame, never cached by the browser",
    async (url) => {
      const page = await get(built, url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.text).toMatch(/^<!DOCTYPE html>/i);
      expect(page.text).toContain(built.store.data.store.phone);
    },
  );

  it.each(["/", "/appliance-parts/refrigerator-parts", "/brands", "/search?q=filter", "/hvac-parts", "/tallahassee-appliance-parts"])(
    "sends %s without the brands' and other categories' descriptions, which no list draws",
    async (url) => {
      const page = await get(built, url);
      expect(page.status).toBe(200);
      const { brands, categories } = built.store.data;
      const others = categories.filter((category) => !url.endsWith(`/${category.slug}`));
      // A plain stretch of each description, the same bytes in the markup and in the inline data.
      const plain = (text: string) => /^[A-Za-z ,.]{24}/.exec(text)?.[0];
      const sent = [...brands, ...others].map((record) => plain(record.description)).filter((text) => text && page.text.includes(text));
      expect(sent).toEqual([]);
    },
  );

  it.each(["/", "/products/1", "/blog"])(
    "sends %s with its stylesheet and its module script but no module preloads, so the first paint waits on the CSS alone",
    async (url) => {
      const page = await get(built, url);
      expect(page.text).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      expect(page.text).toMatch(/<script type="module"[^>]*>import "\/assets\/manifest-/);
      expect(page.text).not.toContain('rel="modulepreload"');
    },
  );

  // A plain stretch from the second half of each guide's text: past any excerpt a card could show.
  const bodyOf = (content: string) => /[A-Za-z ,]{40}/.exec(content.slice(content.length / 2))?.[0];

  it.each(["/", "/blog"])("sends %s with its guide cards' excerpts and read times, never the guides' text", async (url) => {
    const page = await get(built, url);
    expect(page.status).toBe(200);
    const hurricane = built.store.data.posts.find((post) => post.slug === "hurricane-season-ac-checklist");
    if (!hurricane) throw new Error("The seed has no hurricane-season guide");
    expect(page.text).toContain(hurricane.title);
    expect(page.text).not.toContain("Atlantic hurricane season runs from June 1 to November 30");
    const sent = built.store.data.posts.map((post) => bodyOf(post.content)).filter((text) => text && page.text.includes(text));
    expect(sent).toEqual([]);
  });

  it("sends an article's own text, and none of its related guides' text", async () => {
    const posts = built.store.data.posts;
    const article = posts.find((post) => post.slug === "hurricane-season-ac-checklist");
    if (!article) throw new Error("The seed has no hurricane-season guide");
    const page = await get(built, `/blog/${article.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Atlantic hurricane season runs from June 1 to November 30");
    const others = posts.filter((post) => post.id !== article.id).map((post) => bodyOf(post.content));
    expect(others.filter((text) => text && page.text.includes(text))).toEqual([]);
  });

  it("renders a part's page from the live data: its name, part number and price in the HTML", async () => {
    const part = (await built.store.reads.catalogue.allRecords())[0];
    if (!part) throw new Error("The seed has no parts");
    const page = await get(built, `/products/${part.id}`);
    expect(page.status).toBe(200);
    expect(title(page.text)).toContain(part.partNumber);
    expect(page.text).toContain(part.name);
    expect(page.text).toContain(`$${part.price}`);
  });

  it.each(["/no-such-page", "/a/b/c", "/brands/whirlpool/extra", "/products", "/about", "/products/999999", "/products/abc", "/brands/no-such-brand", "/blog/no-such-post"])(
    "answers %s, which is no page or no record, with 404 and the not-found page",
    async (url) => {
      const page = await get(built, url);
      expect(page.status).toBe(404);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(title(page.text)).toMatch(/Not Found/);
      expect(page.text).toContain('name="robots" content="noindex"');
    },
  );

  it("serves hashed assets for a year, immutable, gzip-compressed for browsers that ask", async () => {
    const response = await fetch(`${built.url}${ASSET}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the body: the same bytes arrive.
    expect(await response.text()).toBe(assetBody);
  });

  it.each([
    ["br, gzip", "br", storedBrotli],
    ["gzip, deflate, br, zstd", "br", storedBrotli],
    ["gzip", "gzip", storedGzip],
    ["identity", null, precompressedBody],
  ])("answers an asset compressed at build time from its stored copy (Accept-Encoding: %s)", async (accept, encoding, body) => {
    const response = await fetch(`${built.url}${PRECOMPRESSED}`, { headers: { "accept-encoding": accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(body);
  });

  it("tags each stored copy of an asset apart, so a cache never answers one encoding's bytes for another", async () => {
    const etag = async (accept: string) =>
      (await fetch(`${built.url}${PRECOMPRESSED}`, { headers: { "accept-encoding": accept } })).headers.get("etag");
    const tags = [await etag("br"), await etag("gzip"), await etag("identity")];
    expect(new Set(tags).size).toBe(3);
    // A browser revalidating. (Without a Cache-Control of its own, fetch adds "no-cache", which forbids a 304.)
    const revalidate = { "accept-encoding": "br", "if-none-match": tags[0]!, "cache-control": "max-age=0" };
    const again = await fetch(`${built.url}${PRECOMPRESSED}`, { headers: revalidate });
    expect(again.status).toBe(304);
  });

  it("answers a kept page compressed ahead (brotli, gzip or none, with Vary) and a page not kept through the middleware", async () => {
    const plain = await get(built, "/about-us");
    const br = await get(built, "/about-us", { "accept-encoding": "br, gzip" });
    const deflate = await get(built, "/about-us", { "accept-encoding": "deflate" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(deflate.headers.get("content-encoding")).toBeNull();
    for (const page of [plain, br, deflate]) expect(page.headers.get("vary")).toMatch(/Accept-Encoding/i);
    // fetch decodes the body: the same page arrives.
    expect(br.text).toBe(plain.text);
    expect(deflate.text).toBe(plain.text);
    const search = await get(built, "/search?q=filter", { "accept-encoding": "gzip" });
    expect(search.headers.get("content-encoding")).toBe("gzip");
  });

  it("keeps unhashed files a day and answers a missing asset with a plain 404", async () => {
    const icon = await get(built, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=86400");
    const missing = await get(built, "/assets/gone-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("refuses other methods on pages with 405", async () => {
    const response = await fetch(`${built.url}/cart`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("leaves /api to the API: an unknown endpoint is JSON, not the app", async () => {
    const api = await get(built, "/api/nope");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("says how to build when there is no build, and still serves the API", async () => {
    const page = await get(unbuilt, "/");
    expect(page.status).toBe(503);
    expect(page.text).toMatch(/npm run build|npm start/);
    expect((await get(unbuilt, "/api/store")).status).toBe(200);
  });
});

describe("for search engines", () => {
  it("lists the pages and the whole catalogue in sitemap.xml, dated", async () => {
    const response = await get(built, "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const lastmods = [...response.text.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)];
    expect(lastmods).toHaveLength(locs.length);
    const data = built.store.data;
    expect(locs.filter((loc) => loc?.includes("/products/"))).toHaveLength((await built.store.reads.catalogue.visiblePartIds()).length);
    // Under 50,000 addresses the sitemap is one file: there is no index, so no numbered file.
    expect((await get(built, "/sitemap-1.xml")).status).toBe(404);
    expect(locs.filter((loc) => loc?.includes("/brands/"))).toHaveLength(data.brands.length);
    expect(locs).toContain(`${data.store.url}/`);
    expect(locs).not.toContain(`${data.store.url}/cart`);
  });

  it("points robots.txt at the sitemap", async () => {
    const response = await get(built, "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.text).toContain(`Sitemap: ${built.store.data.store.url}/sitemap.xml`);
  });
});
