import { describe, expect, it } from "vitest";
import { type Route, routes } from "./handlers.ts";
import { httpAnswer, matchPath, MAX_BODY_BYTES, type RawRequest, runHttp, runRoute } from "./http/http.ts";
import { apiRoutes } from "./routes.ts";
import { ctx, makeShop, SESSION_A } from "./testing/index.ts";

const route = (method: Route["method"], path: string) => {
  const found = routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
};

const raw = (over: Partial<RawRequest> = {}): RawRequest => ({
  params: {},
  query: new URLSearchParams(),
  sessionId: SESSION_A,
  contentType: "application/json",
  bodyText: JSON.stringify({ productId: 1 }),
  staff: null,
  csrfToken: null,
  ...over,
});

describe("runRoute", () => {
  const addToCart = route("POST", "/cart");

  it("refuses cart calls without a valid session id", async () => {
    for (const sessionId of [null, "", "short", "x".repeat(22)]) {
      const outcome = await runRoute(addToCart, makeShop(), raw({ sessionId }), ctx);
      expect(outcome).toMatchObject({ status: 400, body: { field: "session-id" } });
      expect(outcome.changes).toBeUndefined();
    }
  });

  it("requires a JSON content type for writes", async () => {
    expect((await runRoute(addToCart, makeShop(), raw({ contentType: "text/plain" }), ctx)).status).toBe(415);
    expect((await runRoute(addToCart, makeShop(), raw({ contentType: null }), ctx)).status).toBe(415);
    expect((await runRoute(addToCart, makeShop(), raw({ contentType: "application/json; charset=utf-8" }), ctx)).status).toBe(201);
  });

  it("answers 400 for a missing or malformed body and 413 for one over 100 KB", async () => {
    expect(await runRoute(addToCart, makeShop(), raw({ bodyText: null }), ctx)).toMatchObject({ status: 400 });
    expect(await runRoute(addToCart, makeShop(), raw({ bodyText: "{oops" }), ctx)).toMatchObject({
      status: 400,
      body: { message: "Request body is not valid JSON" },
    });
    const big = JSON.stringify({ productId: 1, pad: "x".repeat(MAX_BODY_BYTES) });
    expect((await runRoute(addToCart, makeShop(), raw({ bodyText: big }), ctx)).status).toBe(413);
  });

  it("leaves the data untouched: rules only describe changes", async () => {
    const shop = makeShop();
    const outcome = await runRoute(addToCart, shop, raw(), ctx);
    expect(outcome.status).toBe(201);
    expect(outcome.changes).toHaveLength(1);
    expect(shop.cartItems).toEqual([]);
  });

  it("does not need a session for catalogue reads", async () => {
    const outcome = await runRoute(route("GET", "/brands"), makeShop(), raw({ sessionId: null, bodyText: null }), ctx);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toHaveLength(2);
  });

  it("answers not-found messages the screens know", async () => {
    const get = async (path: string, params: Record<string, string>) =>
      (await runRoute(route("GET", path), makeShop(), raw({ params, bodyText: null }), ctx)).body;
    expect(await get("/categories/:slug", { slug: "nope" })).toEqual({ message: "Category not found" });
    expect(await get("/brands/:slug", { slug: "nope" })).toEqual({ message: "Brand not found" });
    expect(await get("/products/:id", { id: "abc" })).toEqual({ message: "Product not found" });
    expect(await get("/blog/:slug", { slug: "draft-capacitors" })).toEqual({ message: "Blog post not found" });
  });

  it("lists the model-search route before the product-by-id route", async () => {
    const paths = routes.map((r) => r.path);
    expect(paths.indexOf("/products/search-by-model/:model")).toBeLessThan(paths.indexOf("/products/:id"));
  });

  it("notifies the shop of an order and a contact message, a new sign-up of its link and a confirmed one of the welcome", async () => {
    const shop = makeShop();
    const contact = await runRoute(route("POST", "/contact"), shop, raw({ bodyText: JSON.stringify({ name: "A", email: "a@b.co", message: "Hi" }) }), ctx);
    expect(contact.notification?.kind).toBe("contact");
    const signup = await runRoute(route("POST", "/newsletter"), shop, raw({ bodyText: JSON.stringify({ email: "a@b.co" }) }), ctx);
    expect(signup).toMatchObject({ status: 202, notification: { kind: "newsletter-confirm", key: ctx.confirmKey("a@b.co") } });
    shop.newsletterSignups.push({ id: "1", email: "a@b.co", createdAt: "" });
    const again = await runRoute(route("POST", "/newsletter"), shop, raw({ bodyText: JSON.stringify({ email: "A@B.CO" }) }), ctx);
    expect(again).toMatchObject({ status: 202, body: signup.body });
    expect(again.notification).toBeUndefined();
    expect(again.changes).toEqual([]);
    const confirm = route("POST", "/newsletter/confirm");
    shop.newsletterSignups = [{ id: "1", email: "a@b.co", createdAt: "", confirmationSentAt: "" }];
    const confirmed = await runRoute(confirm, shop, raw({ bodyText: JSON.stringify({ email: "A@b.co", key: ctx.confirmKey("a@b.co") }) }), ctx);
    expect(confirmed).toMatchObject({ status: 200, notification: { kind: "newsletter", key: ctx.unsubscribeKey("a@b.co") } });
  });
});

describe("the HTTP mapping both adapters share", () => {
  const view = (url: string, headers: Record<string, string> = {}, bodyText: string | null = null) => ({
    url,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    bodyText,
  });

  it("matches a route's path as express does: any letter case, an optional trailing slash, one segment per parameter", async () => {
    expect(matchPath(apiRoutes.product, "/api/products/12")).toEqual({ id: "12" });
    expect(matchPath(apiRoutes.product, "/API/Products/12/")).toEqual({ id: "12" });
    expect(matchPath(apiRoutes.product, "/api/products/12/reviews")).toBeNull();
    expect(matchPath(apiRoutes.store, "/src/api/store")).toBeNull();
  });

  it("decodes path parameters and answers 400 for a bad percent-escape", async () => {
    const category = route("GET", "/categories/:slug");
    expect((await runHttp(category, makeShop(), view("/api/categories/nope%2Dhere"), ctx)).body).toEqual({ message: "Category not found" });
    expect(await runHttp(category, makeShop(), view("http://shop.test/api/categories/%E0%A4%A"), ctx)).toMatchObject({ status: 400 });
  });

  it("reads the session, content type and body from the request", async () => {
    const request = view("/api/cart", { "session-id": SESSION_A, "content-type": "application/json" }, JSON.stringify({ productId: 1 }));
    expect((await runHttp(route("POST", "/cart"), makeShop(), request, ctx)).status).toBe(201);
    expect((await runHttp(route("POST", "/cart"), makeShop(), { ...request, bodyText: "" }, ctx)).status).toBe(400);
  });

  it("answers JSON text, and nothing for 204", async () => {
    expect(httpAnswer({ status: 404, body: { message: "Gone" } })).toEqual({
      status: 404,
      headers: { "content-type": "application/json" },
      body: '{"message":"Gone"}',
    });
    expect(httpAnswer({ status: 204, changes: [] })).toEqual({ status: 204, headers: {}, body: null });
  });
});
