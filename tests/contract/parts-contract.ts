import { CSRF_HEADER, type PartList, type PartView, type StaffPartList, type StaffPartView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for parts in the back office (docs/product.md, Back office: Parts): who may
 * write them, how bad values are refused, and what the storefront then shows. Part of
 * `defineContract`, run last against each adapter. They work on a part they add themselves, so no
 * other case's part changes price or disappears.
 */

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
}

export function definePartCases({ call, get, staff }: Kit): void {
  const signIn = () => staffSignIn(call, staff);

  /** A new part no other case knows, with a part number no run has used. */
  const newPart = async (write: Record<string, string>, over: object = {}) => {
    const brands = expectOk(await get<{ id: number }[]>("/brands"));
    const categories = expectOk(await get<{ id: number }[]>("/categories"));
    const json = {
      name: "Contract Door Gasket",
      partNumber: `CT-${newSessionId().slice(0, 8).replace(/[^A-Za-z0-9]/g, "7")}`,
      price: "54.99",
      quantityOnHand: 3,
      description: "A gasket the contract adds.",
      compatibility: ["CT100", "CT200"],
      brandId: brands[0]?.id,
      categoryId: categories[0]?.id,
      ...over,
    };
    return expectOk(await call<StaffPartView>("POST", "/staff/parts", { headers: write, json }), 201).part;
  };

  describe("parts in the back office", () => {
    it.each([
      ["GET", "/staff/parts", undefined],
      ["GET", "/staff/parts/1", undefined],
      ["POST", "/staff/parts", { name: "x" }],
      ["PUT", "/staff/parts/1", { price: "1.00" }],
    ])("answers %s %s with 401 before sign-in", async (method, path, json) => {
      await call("DELETE", "/staff/session");
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
    });

    it("refuses a part write without the CSRF token with 403 naming the header, and changes nothing", async () => {
      const { read } = await signIn();
      const before = expectOk(await get<PartView>("/products/1"));
      expectError(await call("PUT", "/staff/parts/1", { headers: read, json: { price: "1.23" } }), 403, CSRF_HEADER);
      expectError(await call("POST", "/staff/parts", { headers: read, json: { name: "x" } }), 403, CSRF_HEADER);
      expect(expectOk(await get<PartView>("/products/1")).price).toBe(before.price);
    });

    it("adds a part that the storefront then shows, and an edit of its price shows there with its history", async () => {
      const { read, write } = await signIn();
      const part = await newPart(write);
      expect(expectOk(await get<PartView>(`/products/${part.id}`))).toMatchObject({ partNumber: part.partNumber, price: "54.99", inStock: true });
      const edited = expectOk(await call<StaffPartView>("PUT", `/staff/parts/${part.id}`, { headers: write, json: { price: "49.99", quantityOnHand: 10 } }));
      expect(edited.history[0]).toMatchObject({ by: staff.email, subject: `part:${part.id}`, summary: "Price 54.99 -> 49.99; Quantity 3 -> 10" });
      expect(expectOk(await get<PartView>(`/products/${part.id}`))).toMatchObject({ price: "49.99", quantityOnHand: 10 });
      const view = expectOk(await get<StaffPartView>(`/staff/parts/${part.id}`, { headers: read }));
      expect(view.history.map((h) => h.summary)).toEqual(["Price 54.99 -> 49.99; Quantity 3 -> 10", "Added"]);
    });

    it("refuses a bad price with 400 naming price, and changes nothing", async () => {
      const { write } = await signIn();
      const part = await newPart(write);
      expectError(await call("PUT", `/staff/parts/${part.id}`, { headers: write, json: { price: "cheap" } }), 400, "price");
      expectError(await call("PUT", `/staff/parts/${part.id}`, { headers: write, json: { price: "0.00" } }), 400, "price");
      expect(expectOk(await get<PartView>(`/products/${part.id}`)).price).toBe("54.99");
    });

    it("refuses another part's number, in any case, with 409 naming partNumber", async () => {
      const { write } = await signIn();
      const first = await newPart(write);
      const second = await newPart(write);
      expectError(await call("PUT", `/staff/parts/${second.id}`, { headers: write, json: { partNumber: first.partNumber.toLowerCase() } }), 409, "partNumber");
      const { id: _id, ...copy } = first;
      expectError(await call("POST", "/staff/parts", { headers: write, json: { ...copy, partNumber: ` ${first.partNumber} ` } }), 409, "partNumber");
      expectError(await call("POST", "/staff/parts", { headers: write, json: first }), 400, "id");
    });

    it("hides a part: its page is 404 and it is out of /api/products, while staff still find it", async () => {
      const { read, write } = await signIn();
      const part = await newPart(write);
      expect(expectOk(await get<PartList>(`/products?search=${part.partNumber}`)).total).toBe(1);
      expectOk(await call<StaffPartView>("PUT", `/staff/parts/${part.id}`, { headers: write, json: { hidden: true } }));
      expectError(await get(`/products/${part.id}`), 404);
      expect(expectOk(await get<PartList>(`/products?search=${part.partNumber}`)).total).toBe(0);
      expect(expectOk(await get<PartView[]>(`/products/by-ids?ids=${part.id}`))).toEqual([]);
      const listed = expectOk(await get<StaffPartList>(`/staff/parts?q=${part.partNumber}`, { headers: read }));
      expect(listed.parts).toMatchObject([{ id: part.id, hidden: true }]);
    });

    it("keeps a part's bin for staff: set and cleared through the part, listed for staff, never in the storefront's answers", async () => {
      const { read, write } = await signIn();
      const part = await newPart(write, { bin: " A3-12 " });
      expect(part.bin).toBe("A3-12");
      const edited = expectOk(await call<StaffPartView>("PUT", `/staff/parts/${part.id}`, { headers: write, json: { bin: "B1-04" } }));
      expect(edited).toMatchObject({ part: { bin: "B1-04" }, history: [{ summary: "Bin A3-12 -> B1-04" }, { summary: "Added" }] });
      expect(expectOk(await get<StaffPartView>(`/staff/parts/${part.id}`, { headers: read })).part.bin).toBe("B1-04");
      expect(expectOk(await get<StaffPartList>(`/staff/parts?q=${part.partNumber}`, { headers: read })).parts).toMatchObject([{ id: part.id, bin: "B1-04" }]);
      expect(expectOk(await get<PartView>(`/products/${part.id}`))).not.toHaveProperty("bin");
      expect(expectOk(await get<PartList>(`/products?search=${part.partNumber}`)).products).toEqual([expect.not.objectContaining({ bin: expect.anything() })]);
      expect(expectOk(await get<PartView[]>(`/products/by-ids?ids=${part.id}`))).toEqual([expect.not.objectContaining({ bin: expect.anything() })]);
      expectError(await call("PUT", `/staff/parts/${part.id}`, { headers: write, json: { bin: "AISLE-3-SHELF-12-SLOT-4" } }), 400, "bin");
      const cleared = expectOk(await call<StaffPartView>("PUT", `/staff/parts/${part.id}`, { headers: write, json: { bin: "" } }));
      expect(cleared.part).not.toHaveProperty("bin");
      expect(cleared.history[0]?.summary).toBe("Bin B1-04 -> none");
    });

    it("answers 404 for a part that does not exist", async () => {
      const { read } = await signIn();
      expectError(await get("/staff/parts/999999", { headers: read }), 404);
    });
  });
}
