import { describe, expect, it } from "vitest";
import { answerRead, routes } from "./handlers.ts";
import { httpAnswer, unknownEndpoint } from "./http/http.ts";
import { API_BASE } from "./http/route.ts";
import { applyChanges } from "./shop/changes.ts";
import { ctx, makeShop } from "./testing/index.ts";

/** A value for each path parameter the GET routes take, that the fixture shop has. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  category: { slug: "refrigerator-parts" },
  brand: { slug: "whirlpool" },
  modelSearch: { model: "WRF555SDFZ" },
  modelPage: { model: "WRF555SDFZ" },
  product: { id: "2" },
  blogPost: { slug: "replace-water-filter" },
  symptom: { appliance: "refrigerator", slug: "not-cooling" },
};

const urlOf = (path: string, params: Record<string, string> = {}) =>
  `${API_BASE}${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}`;

const json = (body: string | null) => JSON.parse(body ?? "null") as unknown;

describe("answerRead", () => {
  const readable = routes.filter((route) => route.cacheable);

  it("answers every GET route without a session with what that route's rule answers", async () => {
    expect(readable.length).toBeGreaterThanOrEqual(9);
    const shop = makeShop();
    for (const route of readable) {
      const params = SAMPLE_PARAMS[route.name] ?? {};
      const answer = await answerRead(shop, urlOf(route.path, params), ctx);
      const direct = httpAnswer(await route.handle(shop, { params, query: new URLSearchParams(), sessionId: "", body: undefined }, ctx));
      expect(answer, route.name).toEqual(direct);
      expect(answer.status, route.name).toBe(200);
    }
  });

  it("validates the query as the HTTP adapters do", async () => {
    const shop = makeShop();
    const page = await answerRead(shop, "/api/products?categoryId=1&sort=price-asc&limit=2", ctx);
    expect(page.status).toBe(200);
    expect(json(page.body)).toMatchObject({ total: 3, products: [{ id: 2 }, { id: 1 }] });
    expect(page.headers).toEqual({ "content-type": "application/json" });

    const bad = await answerRead(shop, "/api/products?limit=101", ctx);
    expect(bad.status).toBe(400);
    expect(json(bad.body)).toMatchObject({ field: "limit" });
    expect((await answerRead(shop, "/api/categories?type=boats", ctx)).status).toBe(400);
  });

  it("matches paths as express does: any letter case, a trailing slash, decoded parameters", async () => {
    const shop = makeShop();
    expect(json((await answerRead(shop, "/API/Brands/whirlpool/", ctx)).body)).toMatchObject({ slug: "whirlpool", productCount: 3 });
    expect(json((await answerRead(shop, "/api/products/search-by-model/WRF%20555%20SDFZ", ctx)).body)).toMatchObject([{ id: 1 }, { id: 2 }]);
  });

  it("answers 404 for a record or a path it does not have, and 400 for a badly encoded path", async () => {
    const shop = makeShop();
    expect(await answerRead(shop, "/api/products/999", ctx)).toMatchObject({ status: 404, body: JSON.stringify({ message: "Product not found" }) });
    expect((await answerRead(shop, "/api/blog/draft-capacitors", ctx)).status).toBe(404);
    expect(await answerRead(shop, "/api/nothing-here?x=1", ctx)).toEqual(httpAnswer(unknownEndpoint("GET", "/api/nothing-here")));
    expect((await answerRead(shop, "/api", ctx)).status).toBe(404);
    expect(await answerRead(shop, "/api/brands/%E0%A4%A", ctx)).toMatchObject({ status: 400 });
  });

  it("refuses a read that needs a session, as a request without the header is refused", async () => {
    const answer = await answerRead(makeShop(), "/api/cart", ctx);
    expect(answer.status).toBe(400);
    expect(json(answer.body)).toMatchObject({ field: "session-id" });
  });

  it("reads the data as it is now", async () => {
    const shop = makeShop();
    expect(json((await answerRead(shop, "/api/store")).body)).toMatchObject({ taxRate: "0.065" });
    applyChanges(shop, [{ op: "store", record: { ...shop.store, taxRate: "0.075" } }]);
    expect(json((await answerRead(shop, "/api/store")).body)).toMatchObject({ taxRate: "0.075" });
  });

  it("throws for a URL outside /api, which is a caller's mistake", async () => {
    await expect(answerRead(makeShop(), "/products/1", ctx)).rejects.toThrow(/\/api URLs only/);
    await expect(answerRead(makeShop(), "/apiary", ctx)).rejects.toThrow(/\/api URLs only/);
  });
});
