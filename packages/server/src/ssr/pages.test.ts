/**
 * The page cache's answers over a counting fake render (as packages/server/test/ssr/page-cache.test.ts
 * does): a kept page is kept, and rendered, under its path and the query parameters its page reads
 * alone, so a query string of anything else is no new page to render and keep (issue 27); the
 * back office's pages are sent no-store.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pageCache, type RenderPage } from "./pages.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose render writes the URL it was given and a count into the page. */
async function start() {
  const rendered: string[] = [];
  const render: RenderPage = (url) => {
    rendered.push(url);
    const body = `<!DOCTYPE html><p>${url} #${rendered.length}</p>`;
    return Promise.resolve(new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } }));
  };
  const app = express();
  app.use(pageCache({ render, version: () => 1 }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const base = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  const get = async (url: string) => {
    const response = await fetch(`${base}${url}`);
    return { status: response.status, cacheControl: response.headers.get("cache-control"), text: await response.text() };
  };
  return { rendered, get };
}

describe("the back office's pages", () => {
  it.each(["/staff", "/staff/orders", "/staff/orders/TLH-20261123-7QK4M", "/staff/parts?q=filter", "/STAFF/Parts/"])(
    "%s is sent with Cache-Control: no-store and rendered every time",
    async (url) => {
      const { rendered, get } = await start();
      const first = await get(url);
      const second = await get(url);
      expect([first.status, first.cacheControl, second.cacheControl]).toEqual([200, "no-store", "no-store"]);
      expect(rendered).toEqual([url, url]);
    },
  );

  it("leaves the storefront's pages revalidated, as before", async () => {
    const { get } = await start();
    expect((await get("/products/12")).cacheControl).toBe("no-cache");
    expect((await get("/staffing")).cacheControl).toBe("no-cache");
  });
});

describe("a kept page asked for with query parameters its page does not read", () => {
  it("is rendered once for any number of unknown parameters, and answered from memory", async () => {
    const { rendered, get } = await start();
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await get(`/products/1?x=${i}`));
    expect(rendered).toEqual(["/products/1"]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((await get("/products/1")).text).toBe(answers[0]!.text);
  });

  it("is rendered for the parameters it reads, in any order, without utm_* and unknown ones", async () => {
    const { rendered, get } = await start();
    const urls = [
      "/appliance-parts/refrigerator-parts?utm_source=news&page=2&brand=ge",
      "/appliance-parts/refrigerator-parts?brand=ge&page=2",
      "/appliance-parts/refrigerator-parts?page=2&fbclid=abc&brand=ge&utm_campaign=spring",
      // The page reads the first value of a parameter, as URLSearchParams.get does.
      "/appliance-parts/refrigerator-parts?brand=ge&page=2&page=7",
    ];
    const answers = [];
    for (const url of urls) answers.push(await get(url));
    expect(rendered).toEqual(["/appliance-parts/refrigerator-parts?brand=ge&page=2"]);
    // What the known parameters ask is what the page shows.
    for (const answer of answers) expect(answer.text).toContain("/appliance-parts/refrigerator-parts?brand=ge&page=2 #1");
  });

  it("is still its own page for each value of a parameter it reads", async () => {
    const { rendered, get } = await start();
    for (const url of ["/brands/whirlpool?page=2", "/brands/whirlpool?page=3", "/brands/whirlpool?sort=price-asc&page=2", "/brands/whirlpool?page=2"]) await get(url);
    expect(rendered).toEqual(["/brands/whirlpool?page=2", "/brands/whirlpool?page=3", "/brands/whirlpool?page=2&sort=price-asc"]);
  });

  it("keeps what each kind of page reads: the home page its order, the contact page its subject, the blog its search", async () => {
    const { rendered, get } = await start();
    for (const url of [
      "/?gclid=1",
      "/",
      "/?order=TLH-20261123-7QK4M&utm_medium=email",
      "/contact?subject=Returns&ref=footer",
      "/about-us?subject=Returns",
      "/about-us",
      "/blog?search=filter&page=2&x=1",
      "/hvac-parts?search=ABC123&y=2",
      "/brands?type=hvac&search=carrier&z=3",
    ]) {
      await get(url);
    }
    expect(rendered).toEqual([
      "/",
      "/?order=TLH-20261123-7QK4M",
      "/contact?subject=Returns",
      "/about-us",
      "/blog?page=2&search=filter",
      "/hvac-parts?search=ABC123",
      "/brands?search=carrier&type=hvac",
    ]);
  });

  it("leaves pages that are not kept, and React Router's data requests, rendered from the URL as sent", async () => {
    const { rendered, get } = await start();
    await get("/search?q=filter&utm_source=x");
    await get("/products/1.data?_routes=root");
    expect(rendered).toEqual(["/search?q=filter&utm_source=x", "/products/1.data?_routes=root"]);
  });
});
