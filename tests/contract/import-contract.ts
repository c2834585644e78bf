import { CSRF_HEADER, type BrandView, type CategoryView, type PartView, type StaffPartList, type StaffPartView } from "@shop/domain";
import type { CatalogueExportView, CatalogueImportAppliedView, CatalogueImportPreviewView } from "@shop/domain/catalogue-csv";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for the catalogue CSV in the back office (docs/architecture.md, Catalogue
 * CSV): who may export and import, that a file with any error changes nothing, and that a clean
 * file's changes are the storefront's at once. Part of `defineContract`. Each case imports over a
 * part it adds itself and new part numbers no run has used, so no other case's part changes.
 */

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
}

const HEADER = "part_number,name,brand,category,price,quantity";
const PREVIEW = "/staff/catalogue/import/preview";
const APPLY = "/staff/catalogue/import/apply";

/** A part number no other case or run has used, in capitals as the parts API and the import store them. */
const freshNumber = () => `CSV-${newSessionId().slice(0, 8).replace(/[^A-Za-z0-9]/g, "7").toUpperCase()}`;

export function defineImportCases({ call, get, staff }: Kit): void {
  // One sign-in for every case after the 401s: the server limits sign-ins per address, and the
  // other files' cases sign in too.
  let session: Promise<{ read: Record<string, string>; write: Record<string, string> }> | undefined;
  const signIn = () => (session ??= staffSignIn(call, staff));

  /** A part of this case's own, with the brand and category names a file names it by. */
  const ownPart = async (write: Record<string, string>) => {
    const brand = expectOk(await get<BrandView[]>("/brands"))[0]!;
    const category = expectOk(await get<CategoryView[]>("/categories"))[0]!;
    const json = { name: "CSV Contract Filter", partNumber: freshNumber(), price: "20.00", quantityOnHand: 5, description: "A part the CSV cases import over.", compatibility: ["CSV100"], brandId: brand.id, categoryId: category.id };
    const { part } = expectOk(await call<StaffPartView>("POST", "/staff/parts", { headers: write, json }), 201);
    const row = (price: string, partNumber = part.partNumber, name = part.name) => `${partNumber},${name},${brand.name},${category.name},${price},5`;
    return { part, row };
  };

  const found = async (read: Record<string, string>, partNumber: string) =>
    expectOk(await get<StaffPartList>(`/staff/parts?q=${partNumber}`, { headers: read })).total;

  describe("the catalogue CSV in the back office", () => {
    it.each([
      ["GET", "/staff/catalogue/export", undefined],
      ["POST", PREVIEW, { csv: `${HEADER}\n` }],
      ["POST", APPLY, { csv: `${HEADER}\n`, fingerprint: "x" }],
    ])("answers %s %s with 401 before sign-in", async (method, path, json) => {
      await call("DELETE", "/staff/session");
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
    });

    it("refuses a preview or an apply without the CSRF token with 403, and changes nothing", async () => {
      const { read, write } = await signIn();
      const { part, row } = await ownPart(write);
      const csv = [HEADER, row("1.00")].join("\n");
      const { fingerprint } = expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv } }));
      expectError(await call("POST", PREVIEW, { headers: read, json: { csv } }), 403, CSRF_HEADER);
      expectError(await call("POST", APPLY, { headers: { ...read, [CSRF_HEADER]: "not-the-token" }, json: { csv, fingerprint } }), 403, CSRF_HEADER);
      expect(expectOk(await get<PartView>(`/products/${part.id}`)).price).toBe("20.00");
    });

    it("exports every part as CSV under a dated file name", async () => {
      const { read, write } = await signIn();
      const { part } = await ownPart(write);
      const file = expectOk(await get<CatalogueExportView>("/staff/catalogue/export", { headers: read }));
      expect(file.filename).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.csv.replace(/^\ufeff/, "").split("\n")[0]).toMatch(/^part_number,name,brand,category,price,/);
      expect(file.csv).toContain(`\n${part.partNumber},CSV Contract Filter,`);
    });

    it("refuses a file whose line 3 of 3 has price \"abc\" with 400 naming the line and column, and changes nothing", async () => {
      const { write } = await signIn();
      const { part, row } = await ownPart(write);
      const csv = [HEADER, row("1.00"), row("abc", freshNumber(), "Bad Price")].join("\n");
      const preview = expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv } }));
      expect(preview.errors).toMatchObject([{ line: 3, column: "price" }]);
      const refused = expectError(await call("POST", APPLY, { headers: write, json: { csv, fingerprint: preview.fingerprint } }), 400, "price");
      expect(refused.message).toMatch(/^Line 3, column price: /);
      expect(expectOk(await get<PartView>(`/products/${part.id}`)).price).toBe("20.00");
    });

    it("imports all or nothing: two good rows and one bad change none", async () => {
      const { read, write } = await signIn();
      const { part, row } = await ownPart(write);
      const added = freshNumber();
      const csv = [HEADER, row("1.00"), row("abc", freshNumber(), "Bad Price"), row("9.99", added, "Good New Part")].join("\n");
      const preview = expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv } }));
      expectError(await call("POST", APPLY, { headers: write, json: { csv, fingerprint: preview.fingerprint } }), 400, "price");
      expect(expectOk(await get<PartView>(`/products/${part.id}`)).price).toBe("20.00");
      expect(await found(read, added)).toBe(0);
    });

    it("applies a clean file: a changed price and a new part show in GET /api/products/:id", async () => {
      const { write } = await signIn();
      const { part, row } = await ownPart(write);
      const added = freshNumber();
      const csv = [HEADER, row("17.50"), row("9.99", added, "CSV New Part")].join("\n");
      const preview = expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv } }));
      expect(preview).toMatchObject({ errors: [], new: [{ partNumber: added }], changed: [{ id: part.id, fields: [{ field: "price", before: "20.00", after: "17.50" }] }] });
      const applied = expectOk(await call<CatalogueImportAppliedView>("POST", APPLY, { headers: write, json: { csv, fingerprint: preview.fingerprint } }));
      expect(applied).toMatchObject({ new: 1, changed: 1 });
      expect(expectOk(await get<PartView>(`/products/${part.id}`)).price).toBe("17.50");
      const id = applied.parts.find((p) => p.partNumber === added)?.id;
      expect(expectOk(await get<PartView>(`/products/${id}`))).toMatchObject({ partNumber: added, name: "CSV New Part", price: "9.99" });
    });

    it("refuses the values PUT /api/staff/parts/:id refuses, each by line and column with the API's message, and imports nothing", async () => {
      const { read, write } = await signIn();
      const { part } = await ownPart(write);
      const brand = expectOk(await get<BrandView[]>("/brands"))[0]!;
      const category = expectOk(await get<CategoryView[]>("/categories"))[0]!;
      const header = "part_number,name,brand,category,price,quantity,compatible_models,description";
      const row = (partNumber: string, name: string, models = "", description = "") =>
        [partNumber, name, brand.name, category.name, "9.99", "1", models, description].map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",");
      const models = Array.from({ length: 3_000 }, (_, i) => `CT${i}`);
      const numbers = [freshNumber(), freshNumber(), freshNumber(), freshNumber()];
      const cases = [
        { line: 2, column: "name", field: "name", row: row(numbers[0]!, "Filter\u0000\u202egpj.exe"), json: { name: "Filter\u0000\u202egpj.exe" } },
        { line: 3, column: "name", field: "name", row: row(numbers[1]!, "x".repeat(10_000)), json: { name: "x".repeat(10_000) } },
        { line: 4, column: "description", field: "description", row: row(numbers[2]!, "Part", "", "d".repeat(20_000)), json: { description: "d".repeat(20_000) } },
        { line: 5, column: "compatible_models", field: "compatibility", row: row(numbers[3]!, "Part", models.join("|")), json: { compatibility: models } },
        { line: 6, column: "part_number", field: "partNumber", row: row("=FX-005", "Part"), json: { partNumber: "=FX-005" } },
        { line: 7, column: "part_number", field: "partNumber", row: row("<b>CTL 013</b>", "Part"), json: { partNumber: "<b>CTL 013</b>" } },
      ];
      const csv = [header, ...cases.map((c) => c.row)].join("\n");
      const preview = expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv } }));
      expect(preview).toMatchObject({ new: [], changed: [] });
      expect(preview.errors.map((e) => [e.line, e.column])).toEqual(cases.map((c) => [c.line, c.column]));
      for (const c of cases) {
        const refused = expectError(await call("PUT", `/staff/parts/${part.id}`, { headers: write, json: c.json }), 400, c.field);
        // The same rule: the API names its field, the import its column.
        expect(preview.errors.find((e) => e.line === c.line)?.message).toBe(refused.message.replace(c.field, c.column));
      }
      const applied = expectError(await call("POST", APPLY, { headers: write, json: { csv, fingerprint: preview.fingerprint } }), 400, "name");
      expect(applied.message).toMatch(/^Line 2, column name: name must be one line .*\(and 5 more errors\)\. Nothing was imported$/);
      for (const partNumber of numbers) expect(await found(read, partNumber)).toBe(0);
      expect(expectOk(await get<PartView>(`/products/${part.id}`))).toMatchObject({ name: part.name, partNumber: part.partNumber });
    });

    it("refuses (409) a preview the catalogue moved past, and changes nothing", async () => {
      const { write } = await signIn();
      const { part, row } = await ownPart(write);
      const csv = [HEADER, row("17.50")].join("\n");
      const preview = expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv } }));
      expectOk(await call("PUT", `/staff/parts/${part.id}`, { headers: write, json: { price: "21.00" } }));
      expectError(await call("POST", APPLY, { headers: write, json: { csv, fingerprint: preview.fingerprint } }), 409);
      expect(expectOk(await get<PartView>(`/products/${part.id}`)).price).toBe("21.00");
    });

    it("takes a file over the usual 100 KB body limit, refuses one over 10,000 lines with 400, and answers 413 JSON over 2 MB", async () => {
      const { write } = await signIn();
      const { row } = await ownPart(write);
      const big = [HEADER, row("20.00"), ` ${"x".repeat(150 * 1024)}`].join("\n");
      expect(expectOk(await call<CatalogueImportPreviewView>("POST", PREVIEW, { headers: write, json: { csv: big } }))).toMatchObject({ unchanged: 1 });
      expectError(await call("POST", PREVIEW, { headers: write, json: { csv: `${HEADER}\n${"\n".repeat(10_000)}` } }), 400, "csv");
      const tooBig = expectError(await call("POST", PREVIEW, { headers: write, json: { csv: "x".repeat(2 * 1024 * 1024 + 1) } }), 413);
      expect(tooBig.message).toBe("Request body is larger than 2 MB");
    });

    it("refuses a file over 10,000 lines ended by CR alone or by CR LF with the same 400 as one ended by LF, on preview and apply", async () => {
      const { write } = await signIn();
      const lines = (ending: string) => `${HEADER}${ending.repeat(10_000)}`;
      const lf = expectError(await call("POST", PREVIEW, { headers: write, json: { csv: lines("\n") } }), 400, "csv");
      for (const ending of ["\r", "\r\n"]) {
        const refused = expectError(await call("POST", PREVIEW, { headers: write, json: { csv: lines(ending) } }), 400, "csv");
        expect(refused.message).toBe(lf.message);
        expectError(await call("POST", APPLY, { headers: write, json: { csv: lines(ending), fingerprint: "x" } }), 400, "csv");
      }
    });
  });
}
