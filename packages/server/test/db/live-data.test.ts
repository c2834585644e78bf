/**
 * The live data can change while the server runs: a change committed to the store's catalogue or
 * store record shows in the very next answer, kept ones included; a cart write keeps the kept
 * answers; a server restarted on a database edited while it was stopped shows the edit. And the
 * in-process reads the page loaders use (answerRead) give the server's own bytes.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerRead, pagePaths, readContext, routes, SESSION_HEADER, type Category, type Part, type PartView, type ShopData } from "@shop/domain";
import { openStore, startServer, type RunningServer } from "../../src/index.ts";
import { newSessionId, seedFile, tempDir } from "../support/fixtures.ts";

let dir: string;
let seed: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await tempDir("shop-live-");
  seed = await seedFile(dir);
  server = await startServer({ port: 0, dbFile: path.join(dir, "shop.db"), seedFile: seed, log: () => undefined });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(base: RunningServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base.url}${url}`, { headers });
  return { status: response.status, text: await response.text(), etag: response.headers.get("etag") ?? "" };
}

/** A part with no sale price (so any new price is valid) and its category. */
function somePart(data: Pick<ShopData, "products" | "categories">): { part: Part; category: Category } {
  const part = data.products.find((p) => p.originalPrice === undefined && p.price !== "54.99");
  const category = data.categories.find((c) => c.id === part?.categoryId);
  if (!part || !category) throw new Error("the seed has no part without a sale price");
  return { part, category };
}

describe("a change committed to the live store", () => {
  it("shows in the very next answer, even one that was kept", async () => {
    const { part, category } = somePart({ ...server.store.data, products: await server.store.reads.catalogue.allRecords() });
    const urls = {
      product: `/api/products/${part.id}`,
      list: `/api/products?categoryId=${category.id}&search=${encodeURIComponent(part.partNumber)}`,
      categories: "/api/categories",
      category: `/api/categories/${category.slug}`,
      store: "/api/store",
    };
    const before: Record<string, { text: string; etag: string }> = {};
    for (const [name, url] of Object.entries(urls)) {
      const first = await get(server, url);
      const kept = await get(server, url);
      expect(kept.etag, name).toBe(first.etag);
      before[name] = first;
    }
    const version = server.store.version;

    await server.store.commit([{ op: "put", collection: "products", record: { ...part, price: "54.99" } }]);
    await server.store.commit([{ op: "put", collection: "categories", record: { ...category, name: "Renamed Parts" } }]);
    await server.store.commit([{ op: "store", record: { ...server.store.data.store, taxRate: "0.075", phone: "(850) 555-0199" } }]);
    // Each commit moves it as its changes are written.
    expect(server.store.version).toBeGreaterThanOrEqual(version + 3);

    const product = await get(server, urls.product);
    expect(JSON.parse(product.text)).toMatchObject({ price: "54.99", category: { name: "Renamed Parts" } });
    expect(product.etag).not.toBe(before.product?.etag);
    const list = JSON.parse((await get(server, urls.list)).text) as { products: Part[] };
    expect(list.products.find((p) => p.id === part.id)?.price).toBe("54.99");
    const categories = JSON.parse((await get(server, urls.categories)).text) as Category[];
    expect(categories.find((c) => c.id === category.id)?.name).toBe("Renamed Parts");
    expect(JSON.parse((await get(server, urls.category)).text)).toMatchObject({ name: "Renamed Parts" });
    expect(JSON.parse((await get(server, urls.store)).text)).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });

    // A browser revalidating with the old ETag is sent the new answer, not 304.
    const revalidated = await get(server, urls.store, { "if-none-match": before.store?.etag ?? "", "cache-control": "max-age=0" });
    expect(revalidated.status).toBe(200);
  });

  it("lists a category added while the server runs in the sitemap", async () => {
    const before = await get(server, "/sitemap.xml");
    const template = server.store.data.categories[0];
    if (!template) throw new Error("no category");
    const added: Category = { ...template, id: 9_001, name: "Added Parts", slug: "added-parts" };
    expect(before.text).not.toContain(pagePaths.category(added));
    await server.store.commit([{ op: "put", collection: "categories", record: added }]);
    const after = await get(server, "/sitemap.xml");
    expect(after.text).toContain(pagePaths.category(added));
    expect(after.text).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
  });

  it("is not made by a cart write, which keeps the data version and so the kept answers", async () => {
    const url = "/api/products?isPopular=true&limit=5";
    const kept = await get(server, url);
    const version = server.store.version;
    const [product] = (JSON.parse(kept.text) as { products: PartView[] }).products.filter((p) => p.inStock);
    const headers = { "content-type": "application/json", [SESSION_HEADER]: newSessionId() };
    const added = await fetch(`${server.url}/api/cart`, { method: "POST", headers, body: JSON.stringify({ productId: product?.id }) });
    expect(added.status).toBe(201);
    expect(server.store.version).toBe(version);
    expect((await get(server, url)).etag).toBe(kept.etag);
  });
});

describe("answerRead", () => {
  it("gives the server's own bytes for every GET route without a session", async () => {
    const data = server.store.data;
    const part = (await server.store.reads.catalogue.allRecords())[0];
    const post = data.posts.find((p) => p.isPublished);
    const params: Record<string, Record<string, string>> = {
      category: { slug: data.categories[0]?.slug ?? "" },
      brand: { slug: data.brands[0]?.slug ?? "" },
      modelSearch: { model: part?.compatibility[0] ?? "" },
      product: { id: String(part?.id) },
      blogPost: { slug: post?.slug ?? "" },
      // A number no order has: without one the path holds "//", which express and the route table read differently.
      staffPickList: { orderNumber: "TLH-20200101-ABCDE" },
    };
    const urls = routes
      .filter((route) => route.method === "GET" && !route.session)
      .map((route) => `/api${route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[route.name]?.[name] ?? ""))}`);
    urls.push("/api/products?categoryId=1&sort=price-desc&limit=20&offset=20", "/api/products/999999999", "/api/nope", "/api/products?limit=x");
    for (const url of urls) {
      const http = await get(server, url);
      const read = await answerRead(server.store.data, url, readContext(server.store.reads));
      expect(read.status, url).toBe(http.status);
      expect(read.body, url).toBe(http.text);
    }
  });
});

describe("a server restarted on a live database edited while it was stopped", () => {
  it("shows the edit, with no build", async () => {
    const own = await tempDir("shop-live-restart-");
    const dbFile = path.join(own, "shop.db");
    try {
      const first = await startServer({ port: 0, dbFile, seedFile: seed, log: () => undefined });
      const { part } = somePart({ ...first.store.data, products: await first.store.reads.catalogue.allRecords() });
      await first.close();

      // As `npm run live` and `npm run catalogue` edit it: through the store, while no server runs.
      const store = await openStore({ dbFile, seedFile: seed });
      await store.commit([
        { op: "store", record: { ...store.data.store, taxRate: "0.08" } },
        { op: "put", collection: "products", record: { ...part, price: "54.99" } },
      ]);
      await store.close();

      const second = await startServer({ port: 0, dbFile, seedFile: seed, log: () => undefined });
      try {
        expect(JSON.parse((await get(second, "/api/store")).text)).toMatchObject({ taxRate: "0.08" });
        expect(JSON.parse((await get(second, `/api/products/${part.id}`)).text)).toMatchObject({ price: "54.99" });
      } finally {
        await second.close();
      }
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});
