/**
 * Model pages as a search engine or `curl` sees them (no JavaScript): the server's HTML of
 * /models/{model} holds its parts, its canonical address is the form the catalogue lists, an
 * unknown model is a 404, and sitemap.xml lists every model page. Over the app's real server build.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { normalizeModelNumber, pagePaths, siteUrl } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  if (!existsSync(SERVER_BUILD)) throw new Error(`No app build at ${SERVER_BUILD}: run \`npm run build\` (npm test does).`);
  dir = await tempDir();
  const seed = await seedFile(dir);
  server = await startServer({
    port: 0,
    dbFile: path.join(dir, "shop.db"),
    ...(await engineOptions(path.join(dir, "shop.db"))),
    seedFile: seed,
    storefront: { clientDir: path.join(dir, "client"), serverBuildFile: SERVER_BUILD },
    log: () => undefined,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, text: await response.text() };
}

const unescape = (html: string) => html.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

describe("model pages", () => {
  it("renders a listed model written another way with its parts in the HTML and the listed form as canonical", async () => {
    const model = (await server.store.reads.catalogue.listedModels()).find((m) => /[ -]/.test(m)) ?? (await server.store.reads.catalogue.listedModels())[0]!;
    const page = (await server.store.reads.catalogue.modelPage(model))!;
    const written = normalizeModelNumber(model).toLowerCase();
    const response = await get(`/models/${encodeURIComponent(written)}`);
    expect(response.status).toBe(200);
    const html = unescape(response.text);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Parts for <span[^>]*>${model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</span></h1>`));
    for (const part of page.groups.flatMap((group) => group.parts)) expect(html).toContain(part.name);
    for (const group of page.groups) expect(html).toContain(group.category.name);
    const canonical = siteUrl(server.store.data.store, pagePaths.model(model));
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("answers a model no part lists with 404 and the model's not-found page", async () => {
    const response = await get("/models/QQZZ99887766XX");
    expect(response.status).toBe(404);
    expect(response.text).toContain("Model Not Found");
    expect(response.text).toContain('name="robots" content="noindex"');
  });

  it("lists every model page in sitemap.xml, at its canonical address", async () => {
    const sitemap = await get("/sitemap.xml");
    const locs = new Set([...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescape(match[1]!)));
    const models = (await server.store.reads.catalogue.listedModels());
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) expect(locs.has(siteUrl(server.store.data.store, pagePaths.model(model))), model).toBe(true);
  });

  it("renders the first 40 model pages the sitemap lists at the address it lists, canonical and last crumb alike", async () => {
    const sitemap = await get("/sitemap.xml");
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescape(match[1]!)).filter((loc) => loc.includes("/models/"));
    for (const loc of locs.slice(0, 40)) {
      const response = await get(new URL(loc).pathname);
      expect(response.status, loc).toBe(200);
      const html = unescape(response.text);
      expect(html, loc).toContain(`<link rel="canonical" href="${loc}"/>`);
      const crumbs = /"@type":"BreadcrumbList".*?"itemListElement":(\[.*?\])\}/.exec(html)?.[1];
      expect(JSON.parse(crumbs ?? "[]").at(-1)?.item, loc).toBe(loc);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(description.length, loc).toBeGreaterThan(40);
      expect(description.length, loc).toBeLessThanOrEqual(160);
    }
  });
});
