import type { CategoryView, PartView, ShopInfo } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, ids, newSessionId, type Call, type Get, type Shelf } from "./calls.ts";

/**
 * The contract's cases for the API as HTTP, whatever the feature: HEAD, a trailing slash, percent
 * escapes in path parameters, and a JSON 404 for every call the API does not have. Part of
 * `defineContract`; reads only.
 */

interface Kit extends Pick<Shelf, "allParts"> {
  call: Call;
  get: Get;
}

export function defineSiteCases({ call, get, allParts }: Kit): void {
  describe("HTTP details", () => {
    it("answers HEAD like GET, without a body", async () => {
      const found = await call("HEAD", "/store");
      expect(found.status).toBe(200);
      expect(found.headers.get("content-type") ?? "").toMatch(/^application\/json/);
      expect(found.text).toBe("");
      expect((await call("HEAD", "/products/999999999")).status).toBe(404);
    });

    it("accepts a trailing slash", async () => {
      const store = expectOk(await get<ShopInfo>("/store/"));
      expect(store).toEqual(expectOk(await get<ShopInfo>("/store")));
      const { id } = (await allParts())[0]!;
      expect(expectOk(await get<PartView>(`/products/${id}/`)).id).toBe(id);
    });

    it.each(["/products/search-by-model/%E0%A4%A", "/products/%E0%A4%A", "/blog/%E0%A4%A", "/categories/%ZZ"])(
      "refuses a path parameter that is not valid percent-encoding (%s) with 400",
      async (path) => {
        expectError(await get(path), 400);
      },
    );

    it("decodes percent-encoded path parameters", async () => {
      const product = (await allParts()).find((p) => p.compatibility.length > 0)!;
      const model = product.compatibility[0]!;
      const encoded = model.split("").map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
      const found = expectOk(await get<PartView[]>(`/products/search-by-model/${encoded}`));
      expect(ids(found)).toContain(product.id);
      expect(expectOk(await get<CategoryView>("/categories/refrigerator%2Dparts")).slug).toBe("refrigerator-parts");
    });

    it("answers an unknown path with a bad escape as any unknown path", async () => {
      expectError(await get("/nope/%E0%A4%A"), 404);
    });
  });

  describe("unknown calls", () => {
    it.each([
      ["GET", ""],
      ["GET", "/"],
      ["GET", "/nope"],
      ["GET", "/stores"],
      ["GET", "//store"],
      ["GET", "/products/1/reviews"],
      ["POST", "/products"],
      ["PATCH", "/cart"],
      ["GET", "/orders"],
      ["GET", "/cartItems"],
      ["GET", "/contactMessages"],
      ["GET", "/newsletterSignups"],
      ["GET", "/db"],
    ])("answers %s /api%s with a JSON 404", async (method, path) => {
      const body = expectError(await call(method, path, { session: newSessionId() }), 404);
      expect(body.message).toContain(`/api${path}`);
    });
  });
}
