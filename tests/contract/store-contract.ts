import { CSRF_HEADER, type CatalogueChange, type ShopInfo } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Get, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for the store's facts: the storefront's read, and the back office
 * (docs/product.md, Back office: Store): who may edit them, what a bad field does, and that an edit is the shop's at once. Part
 * of `defineContract`; each case puts back what it changed, since the other cases read the store.
 */

/** The storefront's read of the store's facts. */
export function defineStoreReadCases({ get }: { get: Get }): void {
  describe("GET /api/store", () => {
    it("answers the shop's facts with a tax rate", async () => {
      const store = expectOk(await get<ShopInfo>("/store"));
      expect(store.name).toEqual(expect.any(String));
      expect(store.phone).toEqual(expect.any(String));
      expect(store.taxRate).toBe("0.065");
      expect(store.hours.length).toBeGreaterThan(0);
    });
  });
}

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
}

export function defineStoreCases({ call, get, staff }: Kit): void {
  const signIn = () => staffSignIn(call, staff);

  const editStore = (headers: Record<string, string>, json: unknown) => call<ShopInfo>("PUT", "/staff/store", { headers, json });

  const signOut = async () => expect((await call("DELETE", "/staff/session")).status).toBe(204);

  describe("the store's facts in the back office", () => {
    it.each([
      ["GET", "/staff/store", undefined],
      ["PUT", "/staff/store", { taxRate: "0.075" }],
      ["GET", "/staff/store/history", undefined],
    ])("answer %s %s with 401 before sign-in, and a guest session-id does not change that", async (method, path, json) => {
      await signOut();
      expectError(await call(method, path, { json }), 401);
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
      expect(expectOk(await get<ShopInfo>("/store")).taxRate).not.toBe("0.075");
    });

    it("refuses an edit without the CSRF token with 403, and changes nothing", async () => {
      const { read } = await signIn();
      const before = expectOk(await get<ShopInfo>("/store"));
      expectError(await editStore(read, { taxRate: "0.075" }), 403, CSRF_HEADER);
      expectError(await editStore({ ...read, [CSRF_HEADER]: "not-the-token" }, { taxRate: "0.075" }), 403, CSRF_HEADER);
      expect(expectOk(await get<ShopInfo>("/store"))).toEqual(before);
    });

    it("refuses a bad tax rate with 400 naming taxRate, and changes nothing", async () => {
      const { read, write } = await signIn();
      const before = expectOk(await get<ShopInfo>("/store"));
      const history = expectOk(await get<CatalogueChange[]>("/staff/store/history", { headers: read }));
      const body = expectError(await editStore(write, { phone: "(850) 555-0199", taxRate: "0.75" }), 400, "taxRate");
      expect(body.message).toBe("taxRate must be a rate from 0 to 0.2, like 0.075");
      expect(expectOk(await get<ShopInfo>("/store"))).toEqual(before);
      expect(expectOk(await get<CatalogueChange[]>("/staff/store/history", { headers: read }))).toEqual(history);
    });

    it("takes a pickup hold of 1 to 60 days: others are refused with 400 naming pickupHoldDays; the default sent to a record without one stores nothing", async () => {
      const { read, write } = await signIn();
      const before = expectOk(await get<ShopInfo>("/store"));
      const history = expectOk(await get<CatalogueChange[]>("/staff/store/history", { headers: read }));
      for (const pickupHoldDays of [0, 61, 1.5, "7"]) expectError(await editStore(write, { pickupHoldDays }), 400, "pickupHoldDays");
      expect(expectError(await editStore(write, { pickupHoldDays: 0 }), 400, "pickupHoldDays").message).toBe("pickupHoldDays must be from 1 to 60");
      expect(before.pickupHoldDays).toBeUndefined();
      expect(expectOk(await editStore(write, { pickupHoldDays: 7 }))).toEqual(before);
      expect(expectOk(await get<ShopInfo>("/store"))).toEqual(before);
      expect(expectOk(await get<CatalogueChange[]>("/staff/store/history", { headers: read }))).toEqual(history);
    });

    it("shows a good edit in GET /api/store at once, with who made it in the history", async () => {
      const { read, write } = await signIn();
      const before = expectOk(await get<ShopInfo>("/store"));
      const edit = { tagline: "Parts for every appliance in the Big Bend.", warranty: { aftermarket: "120 days" } };
      const after = expectOk(await editStore(write, edit));
      expect(after).toEqual({ ...before, tagline: edit.tagline, warranty: { ...before.warranty, aftermarket: "120 days" } });
      expect(expectOk(await get<ShopInfo>("/store"))).toEqual(after);
      expect(expectOk(await get<ShopInfo>("/staff/store", { headers: read }))).toEqual(after);
      const [latest] = expectOk(await get<CatalogueChange[]>("/staff/store/history", { headers: read }));
      expect(latest).toMatchObject({
        by: staff.email,
        subject: "store",
        fields: [
          { field: "tagline", before: before.tagline, after: edit.tagline },
          { field: "warranty.aftermarket", before: before.warranty.aftermarket, after: "120 days" },
        ],
      });
      // The same edit again changes nothing and records nothing.
      expect(expectOk(await editStore(write, edit))).toEqual(after);
      expect(expectOk(await get<CatalogueChange[]>("/staff/store/history", { headers: read }))[0]).toEqual(latest);
      expectOk(await editStore(write, { tagline: before.tagline, warranty: { aftermarket: before.warranty.aftermarket } }));
      expect(expectOk(await get<ShopInfo>("/store"))).toEqual(before);
    });
  });
}
