/**
 * The page cache's answers over a counting fake render (as packages/server/test/ssr/page-cache.test.ts
 * does): the back office's pages are sent no-store.
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
