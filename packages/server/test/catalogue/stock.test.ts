/**
 * Stock on hand over the real server: an order takes its quantities off at once, so the next
 * product answer and part page show what is left; two orders for the last unit, fired at once from
 * two sessions, end with exactly one order and none on hand.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeTotals, fromCents, pagePaths, SESSION_HEADER, type CartItem, type PartList, type PartView } from "@shop/domain";
import { startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, newClientOrderNumber, newSessionId, SERVER_BUILD, smallShop, storedOrders, tempDir } from "../support/fixtures.ts";

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await tempDir("shop-stock-");
  const shop = smallShop();
  // Part 1: three on hand; part 2: the last one.
  shop.products = shop.products.map((p) => (p.id === 1 ? { ...p, quantityOnHand: 3 } : p.id === 2 ? { ...p, quantityOnHand: 1 } : p));
  const seedFile = path.join(dir, "seed.json");
  await writeFile(seedFile, JSON.stringify(shop));
  server = await startServer({
    port: 0,
    dbFile: path.join(dir, "shop.db"),
    ...(await engineOptions(path.join(dir, "shop.db"))),
    seedFile,
    storefront: { serverBuildFile: SERVER_BUILD },
    log: () => undefined,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function call<T>(method: string, url: string, session?: string, json?: unknown) {
  const headers: Record<string, string> = {};
  if (session) headers[SESSION_HEADER] = session;
  if (json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.url}${url}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await response.text();
  return { status: response.status, text, body: (text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined) as T };
}

/** A new session whose cart holds `quantity` of a part, and the order that cart makes. */
async function cartWith(productId: number, quantity: number) {
  const session = newSessionId();
  const added = await call<CartItem>("POST", "/api/cart", session, { productId, quantity });
  expect(added.status).toBe(201);
  const totals = computeTotals([added.body], server.store.data.store.taxRate);
  const order = {
    email: "pat@example.com",
    name: "Pat Customer",
    phone: "(850) 555-0199",
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    items: [`${quantity} x ${added.body.product.name} (${added.body.product.partNumber})`],
    orderNumber: newClientOrderNumber(),
  };
  return { session, order };
}

describe("stock on hand", () => {
  it("shows what an order left in the next product answer and part page", async () => {
    const before = await call<PartView>("GET", "/api/products/1");
    expect(before.body).toMatchObject({ quantityOnHand: 3, inStock: true });
    const version = server.store.version;
    const { session, order } = await cartWith(1, 2);
    expect((await call("POST", "/api/orders", session, order)).status).toBe(201);
    // Above zero still: the move is the part's alone, so the data version stays and only what
    // showed part 1 (its kept answer among them) is made again.
    expect(server.store.version).toBe(version);
    expect(server.store.stock.movedAt(1)).toBeGreaterThan(0);
    expect((await call<PartView>("GET", "/api/products/1")).body).toMatchObject({ quantityOnHand: 1, inStock: true });
    // A cart can no longer take more than the one left.
    const refused = await call<{ message: string; field: string }>("POST", "/api/cart", newSessionId(), { productId: 1, quantity: 2 });
    expect(refused).toMatchObject({ status: 409, body: { message: "Only 1 of Part 1 (PN1000) is in stock", field: "productId" } });
  });

  it("lets exactly one of two orders for the last unit, fired at once from two sessions, succeed", async () => {
    const first = await cartWith(2, 1);
    const second = await cartWith(2, 1);
    const page = pagePaths.product(2);
    expect((await (await fetch(`${server.url}${page}`)).text())).toContain("In Stock");
    // Kept listings: the in-stock one of part 2's category must drop it; one by price keeps it.
    const { categoryId } = (await server.store.reads.catalogue.records([2]))[0]!;
    const inStock = `/api/products?categoryId=${categoryId}&inStock=true&sort=price-asc&limit=50`;
    const byPrice = `/api/products?categoryId=${categoryId}&sort=price-asc&limit=50`;
    for (const url of [inStock, byPrice]) expect((await call<PartList>("GET", url)).body.products.map((p) => p.id)).toContain(2);

    const answers = await Promise.all(
      [first, second].map(({ session, order }) => call<{ message?: string; field?: string }>("POST", "/api/orders", session, order)),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toEqual({ message: "Part 2 (PN1001) is no longer in stock; remove it to order", field: "productId" });
    expect((await storedOrders(server.store)).filter((o) => o.items.some((i) => i.productId === 2))).toHaveLength(1);
    expect((await call<PartView>("GET", "/api/products/2")).body).toMatchObject({ quantityOnHand: 0, inStock: false });
    expect((await call<PartList>("GET", inStock)).body.products.map((p) => p.id)).not.toContain(2);
    expect((await call<PartList>("GET", byPrice)).body.products.find((p) => p.id === 2)).toMatchObject({ quantityOnHand: 0, inStock: false });
    const html = await (await fetch(`${server.url}${page}`)).text();
    expect(html).toContain("Out of Stock");
    expect(html).toContain("https://schema.org/OutOfStock");
    // Back on the shelf (as a cancel puts it): the kept in-stock listing, made without part 2,
    // may hold it now, so it is made again and does.
    await server.store.commit([{ op: "stock", collection: "products", id: 2, by: 1 }]);
    expect((await call<PartList>("GET", inStock)).body.products.map((p) => p.id)).toContain(2);
  });
});
