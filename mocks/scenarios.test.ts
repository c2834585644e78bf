import { computeTotals, fromCents, ORDER_NOT_FOUND, ROUTE_GROUPS, routes, staffAuthRoutes, type CartItem, type PartList, type ShopInfo } from "@shop/domain";
import { getResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  blogHandlers,
  brandHandlers,
  cartHandlers,
  contactHandlers,
  categoryHandlers,
  handlerGroups,
  handlers,
  orderHandlers,
  productHandlers,
  scenarios,
  storeHandlers,
  unknownEndpointHandler,
} from "./handlers/index.ts";
import { mockChanges } from "./changes.ts";
import { getMockData, resetMockData } from "./data.ts";

/**
 * The scenarios stories and tests swap in. The success handlers are proven by the contract suite
 * (tests/contract); these tests cover what only the mocks have: empty, pending, error, not found.
 */

const base = "http://shop.test";
const server = setupServer(...handlers);
const SESSION = "scenario-session-0001";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => resetMockData());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(method: string, path: string, json?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { "session-id": SESSION, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A concrete request path for a route of the table. */
const pathOf = (path: string) => path.replace(/:(\w+)/g, "x1");

describe("the handler set", () => {
  it("has one handler per route, grouped as the route table, and the catch-all last", () => {
    // The table's routes, the mocks' own staff sign-in and sign-out, the live inbox's stream, the photo upload and files, then the catch-all.
    expect(handlers).toHaveLength(routes.length + Object.keys(staffAuthRoutes).length + 4);
    expect(handlers.at(-1)).toBe(unknownEndpointHandler);
    expect(Object.keys(handlerGroups)).toEqual([...ROUTE_GROUPS, "live", "unknown"]);
  });

  it("gives every group every scenario, each covering all of the group's routes", () => {
    for (const group of ROUTE_GROUPS) {
      const count = routes.filter((r) => r.group === group).length + (group === "staff" ? Object.keys(staffAuthRoutes).length : 0);
      const s = scenarios[group];
      for (const list of [s.success, s.empty, s.pending, s.error(), s.error(503), s.notFound, s.changedMidVisit(() => {})]) {
        expect(list).toHaveLength(count);
      }
    }
  });

  it("leaves alone what is not below /api, such as Vite's modules in Storybook", async () => {
    for (const url of [
      "http://localhost:6006/packages/ui/src/client/client.ts",
      "http://localhost:6006/src/api/products/index.ts",
      "http://localhost:6006/apis/store",
      "http://localhost:6006/x/api/store",
    ]) {
      expect(await getResponse(handlers, new Request(url)), url).toBeUndefined();
    }
    expect((await getResponse(handlers, new Request("http://localhost:6006/api/store")))?.status).toBe(200);
  });

  it("answers the live inbox's stream 503 where there is no EventSource (Node, jsdom), whose pages poll instead", async () => {
    const response = await getResponse(handlers, new Request("http://localhost/api/staff/events"));
    expect(response?.status).toBe(503);
    expect(((await response!.json()) as { message: string }).message).toMatch(/checks every 15 seconds/);
  });

  it("keeps the catch-all last when a story swaps one group", () => {
    const merged = Object.values({ ...handlerGroups, products: productHandlers.empty }).flat();
    expect(merged.at(-1)).toBe(unknownEndpointHandler);
    expect(merged).toHaveLength(handlers.length);
  });
});

describe("the empty scenario", () => {
  it("answers an empty page of products and 404 for one product", async () => {
    server.use(...productHandlers.empty);
    expect(await call("GET", "/products?isFeatured=true&limit=4")).toEqual({ status: 200, body: { products: [], total: 0 } });
    expect(await call("GET", "/products/search-by-model/WRF555SDFZ")).toEqual({ status: 200, body: [] });
    expect(await call("GET", "/products/1")).toEqual({ status: 404, body: { message: "Product not found" } });
  });

  it("still refuses bad input", async () => {
    server.use(...productHandlers.empty);
    expect(await call("GET", "/products?limit=101")).toMatchObject({ status: 400, body: { field: "limit" } });
  });

  it("answers empty category, brand and blog lists and 404 for one of each", async () => {
    server.use(...categoryHandlers.empty, ...brandHandlers.empty, ...blogHandlers.empty);
    expect(await call("GET", "/categories?type=hvac")).toEqual({ status: 200, body: [] });
    expect(await call("GET", "/categories/refrigerator-parts")).toEqual({ status: 404, body: { message: "Category not found" } });
    expect(await call("GET", "/brands")).toEqual({ status: 200, body: [] });
    expect(await call("GET", "/brands/whirlpool")).toEqual({ status: 404, body: { message: "Brand not found" } });
    expect(await call("GET", "/blog?isPublished=true")).toEqual({ status: 200, body: { posts: [], total: 0 } });
    const slug = getMockData().posts.find((p) => p.isPublished)?.slug ?? "x";
    expect(await call("GET", `/blog/${slug}`)).toEqual({ status: 404, body: { message: "Blog post not found" } });
  });

  it("shows an empty cart while other groups keep their data", async () => {
    const product = getMockData().products.find((p) => p.quantityOnHand > 0);
    expect((await call("POST", "/cart", { productId: product?.id })).status).toBe(201);
    server.use(...cartHandlers.empty);
    expect(await call("GET", "/cart")).toEqual({ status: 200, body: [] });
    const page = (await call("GET", "/products?limit=1")).body as PartList;
    expect(page.total).toBeGreaterThan(0);
  });

  it("leaves the store record, which is not a list", async () => {
    server.use(...storeHandlers.empty);
    const { status, body } = await call("GET", "/store");
    expect(status).toBe(200);
    expect((body as ShopInfo).name).toBe(getMockData().store.name);
  });
});

describe("the not-found scenario", () => {
  it("answers every call of a group 404 with the domain's message for it", async () => {
    server.use(...productHandlers.notFound, ...cartHandlers.notFound);
    for (const path of ["/products", "/products/1", "/products/search-by-model/WRF555SDFZ"]) {
      expect(await call("GET", path)).toEqual({ status: 404, body: { message: "Product not found" } });
    }
    expect(await call("DELETE", "/cart/x1")).toEqual({ status: 404, body: { message: "Cart item not found" } });
    expect(await call("GET", "/cart")).toEqual({ status: 404, body: { message: "Cart item not found" } });
  });

  it("answers as for a missing endpoint where the group has no single items", async () => {
    server.use(...storeHandlers.notFound, ...contactHandlers.notFound);
    expect(await call("POST", "/contact", {})).toEqual({ status: 404, body: { message: "No API endpoint POST /api/contact" } });
    expect(await call("GET", "/store")).toEqual({ status: 404, body: { message: "No API endpoint GET /api/store" } });
  });

  it("answers an order's calls with the one answer for an unknown order", async () => {
    server.use(...orderHandlers.notFound);
    expect(await call("GET", "/orders/TLH-20261122-7KQ4M?key=abc")).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND } });
  });
});

describe("the error scenario", () => {
  it.each(ROUTE_GROUPS)("answers every %s call with the status and a JSON message", async (group) => {
    server.use(...scenarios[group].error(503));
    for (const route of routes.filter((r) => r.group === group)) {
      const { status, body } = await call(route.method, pathOf(route.path), route.body ? {} : undefined);
      expect(status).toBe(503);
      expect(body).toEqual({ message: expect.any(String) });
    }
  });

  it("defaults to 500 and refuses a status that is not an error", async () => {
    server.use(...cartHandlers.error());
    expect((await call("GET", "/cart")).status).toBe(500);
    expect(() => cartHandlers.error(200)).toThrow(RangeError);
  });
});

describe("the pending scenario", () => {
  it("never answers", async () => {
    server.use(...productHandlers.pending);
    const controller = new AbortController();
    const request = fetch(`${base}/api/products`, { signal: controller.signal }).then(
      () => "answered",
      () => "aborted",
    );
    const winner = await Promise.race([request, new Promise((resolve) => setTimeout(resolve, 200, "waiting"))]);
    expect(winner).toBe("waiting");
    controller.abort();
    expect(await request).toBe("aborted");
  });
});

describe("the success scenario", () => {
  it("writes to the in-memory copy and resetMockData starts over", async () => {
    const product = getMockData().products.find((p) => p.quantityOnHand > 0);
    expect((await call("POST", "/cart", { productId: product?.id })).status).toBe(201);
    expect(getMockData().cartItems).toHaveLength(1);
    resetMockData();
    expect(getMockData().cartItems).toEqual([]);
    expect(await call("GET", "/cart")).toEqual({ status: 200, body: [] });
  });
});

describe("the changed-mid-visit scenario", () => {
  /** This session's cart with one line, and the order its page would post at the rate it read. */
  async function cartAndOrder(orderNumber: string) {
    const part = getMockData().products.find((p) => p.quantityOnHand > 0)!;
    await call("POST", "/cart", { productId: part.id, quantity: 2 });
    const cart = (await call("GET", "/cart")).body as CartItem[];
    const { taxRate } = (await call("GET", "/store")).body as ShopInfo;
    const totals = computeTotals(cart, taxRate);
    const order = {
      email: "pat@example.com",
      name: "Pat Doe",
      phone: "(850) 555-0199",
      subtotal: fromCents(totals.subtotal),
      tax: fromCents(totals.tax),
      total: fromCents(totals.total),
      items: ["2 x part"],
      orderNumber,
    };
    return { part, cart, order };
  }

  it("has the domain refuse the first order computed before the change, and place it once recomputed", async () => {
    server.use(...orderHandlers.changedMidVisit(mockChanges.taxRate("0.075")));
    const { cart, order } = await cartAndOrder("mid-visit-1");

    const refused = await call("POST", "/orders", order);
    expect(refused).toMatchObject({ status: 409, body: { field: "tax" } });
    const { taxRate } = (await call("GET", "/store")).body as ShopInfo;
    expect(taxRate).toBe("0.075");
    const totals = computeTotals(cart, taxRate);
    const again = { ...order, tax: fromCents(totals.tax), total: fromCents(totals.total) };
    expect(await call("POST", "/orders", again)).toMatchObject({ status: 201, body: { tax: again.tax, total: again.total } });
  });

  it("makes its change once per mock database", async () => {
    let made = 0;
    server.use(...orderHandlers.changedMidVisit(() => void made++));
    await call("POST", "/orders", {});
    await call("POST", "/orders", {});
    expect(made).toBe(1);
    resetMockData();
    await call("POST", "/orders", {});
    expect(made).toBe(2);
  });

  it("can sell a part out under an open cart: the order is refused naming it (field productId)", async () => {
    const { part, order } = await cartAndOrder("mid-visit-2");
    server.use(...orderHandlers.changedMidVisit(mockChanges.outOfStock(part.id)));

    const refused = await call("POST", "/orders", order);

    expect(refused).toMatchObject({ status: 409, body: { field: "productId", message: expect.stringContaining(part.partNumber) } });
    expect(((await call("GET", "/cart")).body as CartItem[])[0]?.product.inStock).toBe(false);
  });

  it("can change a price: the cart and the part's own answer show it, and the old subtotal is refused", async () => {
    const { part, order } = await cartAndOrder("mid-visit-3");
    server.use(...orderHandlers.changedMidVisit(mockChanges.price(part.id, "1234.56")));

    expect(await call("POST", "/orders", order)).toMatchObject({ status: 409, body: { field: "subtotal" } });
    expect(((await call("GET", "/cart")).body as CartItem[])[0]?.unitPrice).toBe("1234.56");
    expect((await call("GET", `/products/${part.id}`)).body).toMatchObject({ price: "1234.56" });
  });

  it("refuses to change a part the mock data does not have", () => {
    expect(() => mockChanges.price(99_999_999, "1.00")(getMockData())).toThrow(RangeError);
  });
});
