import { CSRF_HEADER, type BrandView, type CategoryView, type StaffBrandView, type StaffCategoryView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for categories and brands in the back office (docs/product.md, Back
 * office: Categories and brands): who may write them, how a taken slug is refused, and what the
 * storefront then shows. Part of `defineContract`, run last against each adapter. They add
 * records of their own, named afresh each run, so no other case's category or brand changes.
 */

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
}

/** Letters and digits no run has used, for a name and a slug. */
const freshTag = () => newSessionId().slice(0, 8).toLowerCase().replace(/[^a-z0-9]/g, "7");

export function defineTaxonomyCases({ call, get, staff }: Kit): void {
  const signIn = () => staffSignIn(call, staff);

  describe("categories and brands in the back office", () => {
    it.each([
      ["GET", "/staff/categories", undefined],
      ["GET", "/staff/categories/1", undefined],
      ["POST", "/staff/categories", { name: "x" }],
      ["PUT", "/staff/categories/1", { name: "x" }],
      ["GET", "/staff/brands", undefined],
      ["GET", "/staff/brands/1", undefined],
      ["POST", "/staff/brands", { name: "x" }],
      ["PUT", "/staff/brands/1", { name: "x" }],
    ])("answers %s %s with 401 before sign-in", async (method, path, json) => {
      await call("DELETE", "/staff/session");
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
    });

    it("refuses a category or brand write without the CSRF token with 403, and changes nothing", async () => {
      const { read } = await signIn();
      expectError(await call("PUT", "/staff/categories/1", { headers: read, json: { name: "Changed" } }), 403, CSRF_HEADER);
      expectError(await call("POST", "/staff/brands", { headers: read, json: { name: "x", slug: "x", type: "hvac" } }), 403, CSRF_HEADER);
      const first = expectOk(await get<StaffCategoryView>("/staff/categories/1", { headers: read }));
      expect(first.category.name).not.toBe("Changed");
    });

    it("adds a category the storefront lists and answers on its page, with no parts yet", async () => {
      const { read, write } = await signIn();
      const tag = freshTag();
      const json = { name: `Contract Range ${tag}`, slug: `contract-range-${tag}`, type: "appliance", description: "Knobs and burners." };
      const made = expectOk(await call<StaffCategoryView>("POST", "/staff/categories", { headers: write, json }), 201);
      expect(made.history[0]).toMatchObject({ by: staff.email, subject: `category:${made.category.id}`, summary: "Added" });
      const listed = expectOk(await get<CategoryView[]>("/categories?type=appliance"));
      expect(listed.map((c) => c.slug)).toContain(json.slug);
      expect(expectOk(await get<CategoryView>(`/categories/${json.slug}`))).toMatchObject({ name: json.name, productCount: 0 });
      const staffList = expectOk(await get<CategoryView[]>("/staff/categories", { headers: read }));
      expect(staffList.find((c) => c.id === made.category.id)).toMatchObject({ productCount: 0 });
    });

    it("refuses another category's slug with 409 naming slug, and a bad one with 400", async () => {
      const { write } = await signIn();
      const taken = { name: `Contract Fridge ${freshTag()}`, slug: "refrigerator-parts", type: "appliance" };
      expectError(await call("POST", "/staff/categories", { headers: write, json: taken }), 409, "slug");
      expectError(await call("PUT", "/staff/categories/2", { headers: write, json: { slug: "Not A Slug" } }), 400, "slug");
    });

    it("renames a brand, which the storefront's brand list then shows, with the change in its history", async () => {
      const { read, write } = await signIn();
      const tag = freshTag();
      const json = { name: `Contract Maker ${tag}`, slug: `contract-maker-${tag}`, type: "hvac" };
      const made = expectOk(await call<StaffBrandView>("POST", "/staff/brands", { headers: write, json }), 201);
      const renamed = `Contract Works ${tag}`;
      expectOk(await call<StaffBrandView>("PUT", `/staff/brands/${made.brand.id}`, { headers: write, json: { name: renamed } }));
      const names = expectOk(await get<BrandView[]>("/brands")).map((b) => b.name);
      expect(names).toContain(renamed);
      expect(names).not.toContain(json.name);
      const view = expectOk(await get<StaffBrandView>(`/staff/brands/${made.brand.id}`, { headers: read }));
      expect(view.history.map((h) => h.summary)).toEqual([`Name ${json.name} -> ${renamed}`, "Added"]);
    });

    it("refuses another brand's slug with 409 naming slug", async () => {
      const { write } = await signIn();
      const brands = expectOk(await get<BrandView[]>("/brands"));
      const [first, second] = brands;
      if (!first || !second) throw new Error("The seed has fewer than two brands");
      expectError(await call("PUT", `/staff/brands/${second.id}`, { headers: write, json: { slug: first.slug } }), 409, "slug");
    });
  });
}
