/**
 * The customer's order page over the app's real server build: the key from the order's receipt
 * opens the page (rendered with the order's number and status), a wrong key answers 404 with
 * "Order not found", and the page is sent with no-store and rendered afresh every time, so a
 * status change shows at once and no cache keeps one customer's order.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "@shop/domain";
import { startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, inStockParts, placeOrder, seedFile, SERVER_BUILD, taxRateOf, tempDir } from "../support/fixtures.ts";

let dir: string;
let server: RunningServer;
let order: { orderNumber: string; key: string };

beforeAll(async () => {
  dir = await tempDir("shop-order-page-");
  server = await startServer({
    port: 0,
    dbFile: path.join(dir, "shop.db"),
    ...(await engineOptions(path.join(dir, "shop.db"))),
    seedFile: await seedFile(dir),
    storefront: { serverBuildFile: SERVER_BUILD },
    log: () => undefined,
  });
  const [productId] = await inStockParts(server.url);
  const placed = await placeOrder(server.url, productId!, await taxRateOf(server.url));
  expect(placed.status).toBe(201);
  order = placed.body as { orderNumber: string; key: string };
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get("cache-control") };
}

describe("the order page", () => {
  it("opens with the receipt's key: the order's number and status in the HTML, noindex, no-store", async () => {
    const found = await page(pagePaths.order(order));
    expect(found.status).toBe(200);
    expect(found.html).toContain(`Order <span class="font-mono">${order.orderNumber}</span>`);
    expect(found.html).toContain("Received");
    expect(found.html).toContain('<meta name="robots" content="noindex"/>');
    expect(found.cacheControl).toBe("private, no-store");
  });

  it("answers a wrong key and an unknown order alike: 404, 'Order not found', no-store", async () => {
    const wrong = await page(pagePaths.order({ ...order, key: "not-the-key" }));
    const unknown = await page(pagePaths.order({ orderNumber: "TLH-20200101-AAAAA", key: order.key }));
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.html).toContain("Order not found");
      expect(answer.html).not.toContain("Received");
      expect(answer.cacheControl).toBe("private, no-store");
    }
  });

  it("is rendered afresh every time: a status change shows at the next request", async () => {
    expect((await page(pagePaths.order(order))).html).not.toContain("Ready for pickup");
    const stored = (await server.store.reads.orders.byNumber(order.orderNumber))!;
    await server.store.commit([{ op: "put", collection: "orders", record: { ...stored, status: "ready" } }]);
    expect((await page(pagePaths.order(order))).html).toContain("Ready for pickup");
  });

  it("leaves Find my order to the browser's own call, unindexed", async () => {
    const lookup = await page(pagePaths.orderLookup());
    expect(lookup.status).toBe(200);
    expect(lookup.html).toContain("Find my order");
    expect(lookup.html).toContain('<meta name="robots" content="noindex"/>');
  });
});
