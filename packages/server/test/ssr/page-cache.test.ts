/**
 * The page cache in front of the server's render: a kept page is rendered once per data version
 * and answered from memory with its ETag (304 for a browser that has it) until the data changes;
 * the cart, search results and non-pages are rendered every time, an order page every time and
 * with no-store; memory stays within its bound.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyChanges, memoryReads } from "@shop/domain";
import { makeShop } from "@shop/domain/testing";
import { pageCache, recordingReads, type RenderPage } from "../../src/ssr/index.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose render writes the URL and a count into the page, so each render is told apart. */
async function start(options: { version?: () => number; cacheBytes?: number; size?: number; renderMs?: number } = {}) {
  const rendered: string[] = [];
  const render: RenderPage = async (url) => {
    rendered.push(url);
    const status = url.includes("999") ? 404 : 200;
    const body = `<!DOCTYPE html><p>${url} #${rendered.length}</p>${"x".repeat(options.size ?? 0)}`;
    if (options.renderMs) await new Promise((resolve) => setTimeout(resolve, options.renderMs));
    return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
  };
  const app = express();
  app.use(pageCache({ render, version: options.version ?? (() => 1), cacheBytes: options.cacheBytes }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const base = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, { headers });
    return { status: response.status, etag: response.headers.get("etag"), cacheControl: response.headers.get("cache-control"), text: await response.text() };
  };
  return { rendered, get };
}

describe("the page cache", () => {
  it("renders a part's page once and answers the next request from memory, with the same ETag", async () => {
    const { rendered, get } = await start();
    const first = await get("/products/12");
    const second = await get("/products/12");
    expect(rendered).toEqual(["/products/12"]);
    expect(second.text).toBe(first.text);
    expect(second.etag).toBe(first.etag);
    expect(second.etag).toMatch(/^W\/"/);
    expect(second.cacheControl).toBe("no-cache");
  });

  it("renders a page asked for many times at once only once, and answers every request with it", async () => {
    const { rendered, get } = await start({ renderMs: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/products/12")));
    expect(rendered).toEqual(["/products/12"]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200 && answer.etag === answers[0]!.etag)).toBe(true);
  });

  it("renders the cart for each request at once, and a page again when the data moved during its render", async () => {
    let version = 1;
    const { rendered, get } = await start({ renderMs: 50, version: () => version });
    await Promise.all([get("/cart"), get("/cart"), get("/cart")]);
    expect(rendered).toEqual(["/cart", "/cart", "/cart"]);
    const first = get("/products/12");
    // The data moves once the render has started (not before the request arrives).
    await vi.waitFor(() => expect(rendered).toContain("/products/12"));
    version = 2;
    const [before, after] = await Promise.all([first, get("/products/12")]);
    expect(rendered.filter((url) => url === "/products/12")).toHaveLength(2);
    expect(after.text).not.toBe(before.text);
  });

  it("renders again only the pages that showed a part whose stock moved, as the render's reads recorded them", async () => {
    const data = makeShop();
    const reads = recordingReads(memoryReads(data));
    let seq = 0;
    const movedAt = new Map<number, number>();
    const rendered: string[] = [];
    // A part's page reads that part; the home page reads the popular parts' page of a listing.
    const render: RenderPage = async (url) => {
      rendered.push(url);
      const id = /^\/products\/(\d+)/.exec(url)?.[1];
      const shown = id ? [await reads.catalogue.part(Number(id))] : (await reads.catalogue.parts({ sort: "popular", limit: 2, offset: 0 })).products;
      return new Response(`<!DOCTYPE html><p>${shown.map((part) => `${part?.id}:${part?.quantityOnHand}`).join(",")}</p>`, { headers: { "content-type": "text/html" } });
    };
    const app = express();
    app.use(pageCache({ render, version: () => 1, stock: { seq: () => seq, movedAt: (id) => movedAt.get(id) ?? 0, crossingsSince: () => [] } }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server?.once("listening", resolve));
    const base = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
    const text = async (url: string) => (await fetch(`${base}${url}`)).text();
    const [popular, other] = (await reads.catalogue.parts({ sort: "popular", limit: 3, offset: 0 })).products.map((part) => part.id) as [number, number, number];
    const third = data.products.find((part) => part.id !== popular && part.id !== other && !part.hidden)!;
    for (const url of ["/", `/products/${popular}`, `/products/${third.id}`]) await text(url);
    expect(rendered).toHaveLength(3);

    // An order takes one off the popular part: the pages showing it are rendered again, with the new quantity.
    applyChanges(data, [{ op: "stock", collection: "products", id: popular, by: -1 }]);
    movedAt.set(popular, ++seq);
    const left = data.products.find((part) => part.id === popular)?.quantityOnHand;
    expect(await text(`/products/${popular}`)).toContain(`${popular}:${left}<`);
    expect(await text("/")).toContain(`${popular}:${left},`);
    await text(`/products/${third.id}`);
    expect(rendered).toEqual(["/", `/products/${popular}`, `/products/${third.id}`, `/products/${popular}`, "/"]);
  });

  it("answers 304 with no body to a browser that already has the page", async () => {
    const { get } = await start();
    const first = await get("/brands/whirlpool");
    // As a browser revalidates (fetch would add "no-cache" to a conditional request otherwise).
    const again = await get("/brands/whirlpool", { "if-none-match": first.etag ?? "", "cache-control": "max-age=0" });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("keeps each URL on its own: a listing's filters and page are part of the key", async () => {
    const { rendered, get } = await start();
    await get("/appliance-parts/refrigerator-parts?brand=ge&page=2");
    await get("/appliance-parts/refrigerator-parts");
    await get("/appliance-parts/refrigerator-parts?brand=ge&page=2");
    expect(rendered).toEqual(["/appliance-parts/refrigerator-parts?brand=ge&page=2", "/appliance-parts/refrigerator-parts"]);
  });

  it("renders again, once, after the data version moves, and never answers the older page", async () => {
    let version = 1;
    const { rendered, get } = await start({ version: () => version });
    const before = await get("/products/12");
    version = 2;
    const after = await get("/products/12");
    const again = await get("/products/12");
    expect(rendered).toHaveLength(2);
    expect(after.text).not.toBe(before.text);
    expect(after.etag).not.toBe(before.etag);
    expect(again.text).toBe(after.text);
    const stale = await get("/products/12", { "if-none-match": before.etag ?? "", "cache-control": "max-age=0" });
    expect(stale.status).toBe(200);
  });

  it("does not keep a page rendered while the data changed under it", async () => {
    let version = 1;
    const rendered: string[] = [];
    const app = express();
    app.use(
      pageCache({
        version: () => version,
        render: (url) => {
          rendered.push(url);
          version += 1; // a commit lands while this page renders
          return Promise.resolve(new Response("<p>page</p>", { headers: { "content-type": "text/html" } }));
        },
      }),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server?.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/products/1`;
    await fetch(url).then((r) => r.text());
    await fetch(url).then((r) => r.text());
    expect(rendered).toHaveLength(2);
  });

  it.each(["/cart", "/saved", "/search?q=filter", "/no/such/page"])("renders %s every time: it is not kept", async (url) => {
    const { rendered, get } = await start();
    await get(url);
    await get(url);
    expect(rendered).toEqual([url, url]);
  });

  it.each(["/orders/TLH-20261123-7QK4M?key=k", "/orders/TLH-20261123-99999?key=k"])(
    "renders the order page %s every time and sends it with no-store, found or not",
    async (url) => {
      const { rendered, get } = await start();
      const first = await get(url);
      await get(url);
      expect(rendered).toEqual([url, url]);
      expect(first.cacheControl).toBe("private, no-store");
    },
  );

  it("sends Find my order as any page not kept: revalidated, not no-store", async () => {
    const { get } = await start();
    expect((await get("/orders")).cacheControl).toBe("no-cache");
  });

  it("keeps a record's not-found page too, with its 404", async () => {
    const { rendered, get } = await start();
    const first = await get("/products/999");
    const second = await get("/products/999");
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(rendered).toHaveLength(1);
  });

  it("stays within its bound: the least recently used page goes first", async () => {
    const { rendered, get } = await start({ cacheBytes: 30_000, size: 10_000 });
    for (const id of [1, 2, 3, 4]) await get(`/products/${id}`);
    await get("/products/4");
    await get("/products/1");
    expect(rendered).toEqual(["/products/1", "/products/2", "/products/3", "/products/4", "/products/1"]);
  });

  it("renders every page every time with a cache of 0 bytes", async () => {
    const { rendered, get } = await start({ cacheBytes: 0 });
    const first = await get("/products/1");
    const second = await get("/products/1");
    expect(rendered).toEqual(["/products/1", "/products/1"]);
    expect(second.text).not.toBe(first.text);
  });

  it("answers HEAD like GET, without a body, and refuses other methods with 405", async () => {
    const { rendered, get } = await start();
    const base = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
    const head = await fetch(`${base}/blog`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await get("/blog")).text).toContain("/blog #1");
    expect(rendered).toEqual(["/blog"]);
    const post = await fetch(`${base}/blog`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});
