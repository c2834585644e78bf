import { MAX_SAVED_IDS, type PartList, type PartView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, type CallOptions, type Reply } from "./calls.ts";

/**
 * The contract's cases for GET /api/products/by-ids, the saved-parts page's read (docs/product.md,
 * Saved parts): the parts asked for in the order asked, live, with missing ones left out, and a
 * bounded list. Part of `defineContract`; reads only.
 */

interface Kit {
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
}

export function defineSavedCases({ get }: Kit): void {
  const byIds = (ids: string) => get<PartView[]>(`/products/by-ids?ids=${ids}`);

  describe("GET /api/products/by-ids", () => {
    it("answers the parts asked for in the order asked, each as its own page shows it, duplicates once", async () => {
      const [first, second] = expectOk(await get<PartList>("/products?limit=2&sort=name")).products;
      const found = expectOk(await byIds(`${second!.id},${first!.id},${second!.id}`));
      expect(found.map((part) => part.id)).toEqual([second!.id, first!.id]);
      expect(found[0]).toEqual(expectOk(await get<PartView>(`/products/${second!.id}`)));
    });

    it("leaves out an id no part has, so the page can say it is no longer available", async () => {
      const [part] = expectOk(await get<PartList>("/products?limit=1")).products;
      expect(expectOk(await byIds(`999999999,${part!.id}`)).map((found) => found.id)).toEqual([part!.id]);
    });

    it("answers [] for no ids", async () => {
      expect(expectOk(await get<PartView[]>("/products/by-ids"))).toEqual([]);
      expect(expectOk(await byIds(""))).toEqual([]);
    });

    it.each(["abc", "1,,2", "0", "-3", "1.5"])("refuses ids=%s with 400 naming the field", async (ids) => {
      expectError(await byIds(ids), 400, "ids");
    });

    it(`refuses more than ${MAX_SAVED_IDS} ids with 400 naming the field`, async () => {
      const many = Array.from({ length: MAX_SAVED_IDS + 1 }, (_, index) => index + 1).join(",");
      expectError(await byIds(many), 400, "ids");
      expectOk(await byIds(many.split(",").slice(0, MAX_SAVED_IDS).join(",")));
    });
  });
}
