import { describe, expect, it } from "vitest";
import { applyChanges } from "../../shop/index.ts";
import { makeShop } from "../../testing/index.ts";
import { readCatalogueCsv } from "./csv.ts";
import { applyImport, catalogueExport, MAX_IMPORT_LINES, parseCatalogueApply, parseCatalogueImport, previewImport, readImportRows } from "./csv-import.ts";

const HEADER = "part_number,name,brand,category,price,quantity";
const ctx = { by: "counter@parts.test", now: new Date("2026-11-24T10:00:00Z"), newId: () => "change-1" };

describe("the back office's catalogue import", () => {
  it("names the export for the day", () => {
    expect(catalogueExport(makeShop(), ctx.now).filename).toBe("catalogue-2026-11-24.csv");
  });

  it("applies a clean preview: a changed price and a new part, with the parts to link to", () => {
    const data = makeShop();
    const [first] = data.products;
    const csv = [HEADER, `${first!.partNumber},${first!.name},Whirlpool,Refrigerator Parts,1.23,5`, "NEW-1,New Part,Whirlpool,Refrigerator Parts,9.99,3"].join("\n");
    const preview = previewImport(data, { csv });
    expect(preview.errors).toEqual([]);
    expect(preview.new.map((p) => p.partNumber)).toEqual(["NEW-1"]);
    expect(preview.changed[0]?.fields.find((f) => f.field === "price")).toMatchObject({ after: "1.23" });
    const result = applyImport(data, { csv, fingerprint: preview.fingerprint }, ctx);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.parts.map((p) => p.status)).toEqual(["new", "changed"]);
    applyChanges(data, result.changes);
    expect(data.products.find((p) => p.id === first!.id)?.price).toBe("1.23");
  });

  it("refuses a file with errors, naming the first error's line and column", () => {
    const data = makeShop();
    const csv = [HEADER, "A-1,One,Whirlpool,Refrigerator Parts,1.00,1", "A-2,Two,Whirlpool,Refrigerator Parts,abc,1"].join("\n");
    const result = applyImport(data, { csv, fingerprint: previewImport(data, { csv }).fingerprint }, ctx);
    expect(result).toMatchObject({ ok: false, status: 400, error: { field: "price" } });
    if (!result.ok) expect(result.error.message).toMatch(/^Line 3, column price: .*Nothing was imported$/);
  });

  it("refuses (409) when the catalogue changed since the preview", () => {
    const data = makeShop();
    const [first] = data.products;
    const csv = [HEADER, `${first!.partNumber},${first!.name},Whirlpool,Refrigerator Parts,1.23,5`].join("\n");
    const preview = previewImport(data, { csv });
    first!.quantityOnHand = 77;
    expect(applyImport(data, { csv, fingerprint: preview.fingerprint }, ctx)).toMatchObject({ ok: false, status: 409 });
  });

  it("reads the file with the context's reader when it has one (the server's worker), else at once", async () => {
    const data = makeShop();
    const csv = [HEADER, "A-1,One,Whirlpool,Refrigerator Parts,1.00,1"].join("\n");
    const asked: string[] = [];
    const rows = await readImportRows({ readCatalogueCsv: (text) => (asked.push(text), Promise.resolve(readCatalogueCsv(text))) }, csv);
    expect(asked).toEqual([csv]);
    expect(await readImportRows({}, csv)).toEqual(rows);
    expect(previewImport(data, { csv }, rows)).toEqual(previewImport(data, { csv }));
  });

  it("asks for the preview's fingerprint before applying", () => {
    expect(parseCatalogueApply({ csv: "x" })).toMatchObject({ ok: false, error: { field: "fingerprint" } });
  });

  it("caps a file at 10,000 lines whichever line endings it has: CR LF, CR alone and LF each end one line", () => {
    const capMessage = `csv has more than 10,000 lines: split the file and import each part`;
    const lines = (ending: string, count: number) => `${HEADER}${ending.repeat(count - 1)}`;
    for (const ending of ["\n", "\r\n", "\r"]) {
      expect(parseCatalogueImport({ csv: lines(ending, MAX_IMPORT_LINES) }), JSON.stringify(ending)).toMatchObject({ ok: true });
      expect(parseCatalogueImport({ csv: lines(ending, MAX_IMPORT_LINES + 1) }), JSON.stringify(ending)).toEqual({ ok: false, error: { message: capMessage, field: "csv" } });
    }
    // The probe's file: 400,000 lines ended by CR alone.
    expect(parseCatalogueImport({ csv: lines("\r", 400_000) })).toEqual({ ok: false, error: { message: capMessage, field: "csv" } });
    expect(parseCatalogueImport({ csv: `${HEADER}\r\n${"\r".repeat(5_000)}${"\n".repeat(5_000)}` })).toMatchObject({ ok: false, error: { field: "csv" } });
  });
});
