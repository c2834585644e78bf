/**
 * The built storefront as the server hands it out: pages with 200, any other path with 404 and
 * the same HTML, prerendered pages from their own file, hashed assets cached for a year and
 * compressed, HTML never cached, and a clear answer while nothing is built.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPagePath } from "@shop/domain";
import { startServer, type RunningServer } from "../src/index.ts";
import { seedFile, tempDir } from "./fixtures.ts";

let dir: string;
let built: RunningServer;
let unbuilt: RunningServer;
const ASSET = "/assets/entry-3f9a1c.js";
const assetBody = `console.log(${JSON.stringify("storefront ".repeat(400))});\n`;

beforeAll(async () => {
  dir = await tempDir();
  const client = path.join(dir, "client");
  await mkdir(path.join(client, "assets"), { recursive: true });
  await mkdir(path.join(client, "about-us"), { recursive: true });
  await writeFile(path.join(client, "index.html"), "<!DOCTYPE html><html><body>app shell</body></html>");
  await writeFile(path.join(client, "about-us", "index.html"), "<!DOCTYPE html><html><body>about us, prerendered</body></html>");
  await writeFile(path.join(client, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(client, ASSET), assetBody);
  const seed = await seedFile(dir);
  const log = () => undefined;
  built = await startServer({ port: 0, dbFile: path.join(dir, "db.json"), seedFile: seed, staticDir: client, isPage: isPagePath, log });
  unbuilt = await startServer({ port: 0, dbFile: path.join(dir, "db2.json"), seedFile: seed, staticDir: path.join(dir, "missing"), isPage: isPagePath, log });
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

describe("the built storefront", () => {
  it.each(["/", "/cart", "/search?q=filter", "/appliance-parts/refrigerator-parts", "/brands/whirlpool", "/blog/any-post", "/products/12", "/tallahassee-appliance-parts", "/cart/"])(
    "answers the page %s with the app's HTML, 200 and no-cache",
    async (url) => {
      const page = await get(built, url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.text).toContain("app shell");
    },
  );

  it.each(["/no-such-page", "/a/b/c", "/brands/whirlpool/extra", "/products", "/about", "/index.html/x"])(
    "answers %s, which is no page, with 404 and the same HTML (the app shows '404 Page Not Found')",
    async (url) => {
      const page = await get(built, url);
      expect(page.status).toBe(404);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.text).toContain("app shell");
    },
  );

  it("serves a prerendered page from its own file", async () => {
    const page = await get(built, "/about-us");
    expect(page.status).toBe(200);
    expect(page.text).toContain("about us, prerendered");
  });

  it("serves hashed assets for a year, immutable, gzip-compressed for browsers that ask", async () => {
    const response = await fetch(`${built.url}${ASSET}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the body: the same bytes arrive.
    expect(await response.text()).toBe(assetBody);
  });

  it("serves the SPA fallback to pages that were not prerendered once the home page is, and 404s unknown .data", async () => {
    const client = path.join(dir, "client");
    await writeFile(path.join(client, "__spa-fallback.html"), "<!DOCTYPE html><html><body>fallback shell</body></html>");
    await mkdir(path.join(client, "brands"), { recursive: true });
    await writeFile(path.join(client, "brands", "ge.data"), "[build-time data]");
    try {
      expect((await get(built, "/cart")).text).toContain("fallback shell");
      const missing = await get(built, "/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.text).toContain("fallback shell");
      expect((await get(built, "/about-us")).text).toContain("about us, prerendered");
      // With a query the page is not the one prerendered: the fallback, so hydration matches.
      const queried = await get(built, "/about-us?utm_source=news");
      expect(queried.status).toBe(200);
      expect(queried.text).toContain("fallback shell");
      const data = await get(built, "/brands/ge.data");
      expect(data.status).toBe(200);
      expect(data.headers.get("cache-control")).toBe("no-cache");
      expect((await get(built, "/brands/nope.data")).status).toBe(404);
    } finally {
      await rm(path.join(client, "__spa-fallback.html"));
    }
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
    expect(locs.filter((loc) => loc?.includes("/products/"))).toHaveLength(data.products.length);
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
