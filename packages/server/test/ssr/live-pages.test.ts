/**
 * Pages show the live shop: over the app's real server build, a change committed to the store's
 * catalogue or store record shows in the very next page (kept pages included); a cart write keeps
 * the kept pages; a server restarted on a database edited while it was stopped renders the edit,
 * with no build.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths, SESSION_HEADER, type Category, type Part, type ShopData } from "@shop/domain";
import { openStore, startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, newSessionId, seedFile, SERVER_BUILD, tempDir } from "../support/fixtures.ts";

let dir: string;
let seed: string;
let server: RunningServer;

const start = async (dbFile: string) =>
  startServer({ port: 0, dbFile, ...(await engineOptions(dbFile)), seedFile: seed, storefront: { serverBuildFile: SERVER_BUILD }, log: () => undefined });

beforeAll(async () => {
  dir = await tempDir("shop-live-pages-");
  seed = await seedFile(dir);
  server = await start(path.join(dir, "shop.db"));
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, { headers });
  return { status: response.status, html: await response.text(), etag: response.headers.get("etag") ?? "" };
}

/** A part with no sale price (so any new price is valid) and its category. */
function somePart(data: Pick<ShopData, "products" | "categories">): { part: Part; category: Category } {
  const part = data.products.find((p) => p.originalPrice === undefined && p.price !== "54.99");
  const category = data.categories.find((c) => c.id === part?.categoryId);
  if (!part || !category) throw new Error("the seed has no part without a sale price");
  return { part, category };
}

describe("a page of the live shop", () => {
  it("shows a price, a category name and the store's phone committed a moment ago, in its HTML", async () => {
    const { part, category } = somePart({ ...server.store.data, products: await server.store.reads.catalogue.allRecords() });
    const partPage = pagePaths.product(part.id);
    const categoryPage = pagePaths.category(category);
    const before = await page(partPage);
    expect((await page(partPage)).etag, "kept").toBe(before.etag);
    expect(before.html).toContain(`$${part.price}`);
    expect((await page(categoryPage)).html).toContain(category.name);

    await server.store.commit([{ op: "put", collection: "products", record: { ...part, price: "54.99" } }]);
    await server.store.commit([{ op: "put", collection: "categories", record: { ...category, name: "Renamed Parts" } }]);
    await server.store.commit([{ op: "store", record: { ...server.store.data.store, phone: "(850) 555-0199" } }]);

    const after = await page(partPage);
    expect(after.etag).not.toBe(before.etag);
    expect(after.html).toContain("$54.99");
    expect(after.html).not.toContain(`$${part.price}<`);
    expect(after.html).toContain("(850) 555-0199");
    // The Product block's Offer carries the live price too.
    expect(after.html).toMatch(/"price":"54\.99"/);
    const listing = await page(categoryPage);
    expect(listing.html).toContain("Renamed Parts");
    expect(listing.html).toContain("$54.99");
    // A browser revalidating with the old ETag is sent the new page, not 304.
    expect((await page(partPage, { "if-none-match": before.etag, "cache-control": "max-age=0" })).status).toBe(200);
  });

  it("stays kept through a cart write: visitors' carts do not change what pages show", async () => {
    const { part } = somePart({ ...server.store.data, products: await server.store.reads.catalogue.allRecords() });
    const url = pagePaths.product(part.id);
    const first = await page(url);
    const added = await fetch(`${server.url}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", [SESSION_HEADER]: newSessionId() },
      body: JSON.stringify({ productId: part.id, quantity: 1 }),
    });
    expect(added.status).toBe(201);
    const second = await page(url, { "if-none-match": first.etag, "cache-control": "max-age=0" });
    expect(second.status).toBe(304);
  });

  it("keeps its ETag through a change that does not touch it: the browser that has it gets a 304", async () => {
    const article = pagePaths.article(server.store.data.posts.find((post) => post.isPublished)?.slug ?? "");
    const first = await page(article);
    const { part } = somePart({ ...server.store.data, products: await server.store.reads.catalogue.allRecords() });
    await server.store.commit([{ op: "put", collection: "products", record: { ...part, name: `${part.name} (revised)` } }]);
    const again = await page(article, { "if-none-match": first.etag, "cache-control": "max-age=0" });
    expect(again.status).toBe(304);
  });

  it("renders a new category at once: it is a real page with no build", async () => {
    const template = server.store.data.categories[0] as Category;
    const fresh: Category = { ...template, id: 9_001, slug: "ice-maker-valves", name: "Ice Maker Valves" };
    expect((await page(pagePaths.category(fresh))).status).toBe(404);
    await server.store.commit([{ op: "put", collection: "categories", record: fresh }]);
    const now = await page(pagePaths.category(fresh));
    expect(now.status).toBe(200);
    expect(now.html).toContain("Ice Maker Valves");
  });

  it("shows an edit made to the live database while the server was stopped, after a restart with no build", async () => {
    const dbFile = server.store.dbFile;
    await server.close();
    // As `npm run live` edits it: through the store, while no server runs.
    const store = await openStore({ dbFile, ...(await engineOptions(dbFile)), seedFile: dbFile });
    await store.commit([{ op: "store", record: { ...store.data.store, phone: "(850) 555-0123" } }]);
    await store.close();
    server = await start(dbFile);
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.html).toContain("(850) 555-0123");
  });
});
