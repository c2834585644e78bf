import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyChanges } from "../../shop/index.ts";
import type { CatalogueChange, ShopData } from "../../shop/index.ts";
import { makeShop } from "../../testing/index.ts";
import { parsePartEdit } from "../parse.ts";
import { applyCatalogueImport } from "./csv-apply.ts";
import { type CatalogueImportPreview, exportCatalogueCsv, readCatalogueCsv } from "./csv.ts";
import { matchCatalogueRows, previewCatalogueImport } from "./csv-match.ts";

/** The columns as export writes them. */
const EXPORT_HEADER = "part_number,name,brand,category,price,original_price,quantity,bin,special_order,lead_days,compatible_models,replaces,description,featured,popular,hidden";
/** Every column but the special order's: a file kept from before special orders, which still imports. */
const HEADER = EXPORT_HEADER.replace(",special_order,lead_days,", ",");
/** Every column but `bin`: a file kept from before bins. Most cases below use it, as such files still import. */
const BEFORE_BINS = HEADER.replace(",bin,", ",");
const ctx = { now: new Date("2026-11-24T10:00:00Z"), newId: () => "change-1" };
const file = (...lines: string[]) => [BEFORE_BINS, ...lines].join("\n");
const withBins = (...lines: string[]) => [HEADER, ...lines].join("\n");
const seed = () => JSON.parse(readFileSync(new URL("../../../../../db.json", import.meta.url), "utf8")) as ShopData;

function applied(data: ShopData, preview: CatalogueImportPreview) {
  const result = applyCatalogueImport(data, preview, "counter@parts.test", ctx);
  if (!result.ok) throw new Error(result.error.message);
  applyChanges(data, result.changes);
  return result;
}

describe("exportCatalogueCsv", () => {
  it("writes a header and every part, hidden ones too, in id order, lists joined by |", () => {
    const data = makeShop();
    data.products[2] = { ...data.products[2]!, hidden: true };
    const lines = exportCatalogueCsv(data).replace(/^\ufeff/, "").trimEnd().split("\n");
    expect(lines[0]).toBe(EXPORT_HEADER);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe("EDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,49.99,59.99,120,,false,,WRF555SDFZ|WRS325SDHZ,W10295370A,Filter,true,true,false");
    expect(lines[3]).toMatch(/^W10190965,.*,true$/);
  });

  it("quotes values with commas, quotes and line breaks so they read back as they were", () => {
    const data = makeShop();
    data.products[0] = { ...data.products[0]!, name: 'Filter, 1/2" hose', description: "Line one\nline two" };
    const preview = previewCatalogueImport(data, exportCatalogueCsv(data));
    expect(preview).toMatchObject({ new: [], changed: [], unchanged: 4, errors: [] });
  });

  it("writes a text cell a spreadsheet would run as a formula as text, and reads it back as it was", () => {
    const data = makeShop();
    data.products[0] = { ...data.products[0]!, name: '=HYPERLINK("http://evil.example","Filter")', description: "+1 for the fridge" };
    data.products[1] = { ...data.products[1]!, name: "'=already quoted", description: "@SUM(A1)", compatibility: ["-WRF555"] };
    const csv = exportCatalogueCsv(data);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Filter"")"`);
    expect(csv).toContain(",'+1 for the fridge,");
    expect(csv).toContain(",''=already quoted,");
    expect(csv).toContain(",'@SUM(A1),");
    expect(csv).toContain(",'-WRF555,");
    expect(previewCatalogueImport(data, csv)).toMatchObject({ new: [], changed: [], unchanged: 4, errors: [] });
  });

  it("round-trips the seed catalogue: export then import of its 320 parts, each with a bin, changes nothing", () => {
    const data = seed();
    expect(data.products).toHaveLength(320);
    expect(data.products.every((p) => p.bin)).toBe(true);
    const preview = previewCatalogueImport(data, exportCatalogueCsv(data));
    expect(preview).toEqual({ new: [], changed: [], unchanged: 320, errors: [], newBrands: [], newCategories: [] });
    expect(applyCatalogueImport(data, preview, "import", ctx)).toMatchObject({ ok: true, changes: [] });
  });
});

describe("previewCatalogueImport", () => {
  it("finds a changed price field by field and a new part, and changes nothing", () => {
    const data = makeShop();
    const before = structuredClone(data);
    const preview = previewCatalogueImport(
      data,
      file(
        "edr1rxd1,Water Filter,whirlpool,refrigerator parts,44.99,59.99,120,WRF555SDFZ|WRS325SDHZ,W10295370A,Filter,yes,1,",
        "NEW-1,Door Gasket,Whirlpool,Refrigerator Parts,19.5,,3, A1 | B2 ,,Seals the door,no,0,no",
      ),
    );
    expect(preview.errors).toEqual([]);
    expect(preview.changed).toEqual([
      expect.objectContaining({ line: 2, partNumber: "EDR1RXD1", fields: [{ field: "price", before: "49.99", after: "44.99" }] }),
    ]);
    expect(preview.new).toEqual([
      {
        line: 3,
        partNumber: "NEW-1",
        record: {
          id: 5, partNumber: "NEW-1", name: "Door Gasket", brandId: 1, categoryId: 1, price: "19.50", quantityOnHand: 3,
          compatibility: ["A1", "B2"], description: "Seals the door", isFeatured: false, isPopular: false,
        },
      },
    ]);
    expect(data).toEqual(before);
  });

  it("leaves a part's fields as they are for the optional columns a file leaves out", () => {
    const data = makeShop();
    const preview = previewCatalogueImport(data, "part_number,name,brand,category,price,quantity\nEDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,49.99,7\n");
    expect(preview.changed[0]?.fields).toEqual([{ field: "quantity", before: 120, after: 7 }]);
    expect(preview.changed[0]?.record).toMatchObject({ originalPrice: "59.99", supersedes: ["W10295370A"], isFeatured: true });
  });

  it("names unknown columns and missing required ones on line 1, and reads no rows", () => {
    const preview = previewCatalogueImport(makeShop(), "part_number,name,Colour,price,weight\nX,Y,red,1.00,2\n");
    expect(preview.errors).toEqual([
      { line: 1, column: "Colour", message: expect.stringContaining('Unknown columns "Colour", "weight"') },
      { line: 1, column: "brand", message: expect.stringContaining("Missing columns brand, category, quantity") },
    ]);
    expect(preview.new).toEqual([]);
    expect(previewCatalogueImport(makeShop(), "").errors[0]).toMatchObject({ line: 1, message: expect.stringMatching(/first line must name the columns/) });
  });

  it("reports each bad cell by line and column", () => {
    const preview = previewCatalogueImport(
      makeShop(),
      file(
        "A1,Part,Whirlpool,Refrigerator Parts,abc,,-1,,,,maybe,,",
        "A2,Part,Whirlpool,Refrigerator Parts,10.00,9.00,1,,,,,,",
        "A1,,Whirlpool,Refrigerator Parts,1.00,,1,,,,,,",
        "A3,too,few",
      ),
    );
    expect(preview.errors).toEqual([
      { line: 2, column: "price", message: 'price must be an amount like "54.99", not "abc"' },
      { line: 2, column: "quantity", message: 'quantity must be a whole number, 0 or more, not "-1"' },
      { line: 2, column: "featured", message: expect.stringContaining('featured must be true or false') },
      { line: 3, column: "original_price", message: expect.stringContaining("original_price must be more than price") },
      { line: 4, column: "part_number", message: 'Part number "A1" is already on line 2' },
      { line: 4, column: "name", message: "name must not be empty" },
      { line: 5, message: "This line has 3 values; the header has 13 columns" },
    ]);
    expect(preview.new).toEqual([]);
  });

  it("refuses, by line and column, the values the parts API refuses: the same rules, named by column", () => {
    const row = (cells: Partial<Record<string, string>>) => {
      const all = { part_number: "OK-1", name: "Part", brand: "Whirlpool", category: "Refrigerator Parts", price: "1.00", original_price: "", quantity: "1", compatible_models: "", replaces: "", description: "", featured: "", popular: "", hidden: "", ...cells };
      return Object.values(all).map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");
    };
    const models = (n: number) => Array.from({ length: n }, (_, i) => `M${i}`).join("|");
    const preview = previewCatalogueImport(
      makeShop(),
      file(
        row({ part_number: "P-2", name: "Filter\u0000\u202egpj.exe" }),
        row({ part_number: "P-3", name: "x".repeat(10_000) }),
        row({ part_number: "P-4", description: "d".repeat(20_000) }),
        row({ part_number: "P-5", compatible_models: models(3_000) }),
        row({ part_number: "=FX-005" }),
        row({ part_number: "<b>CTL 013</b>" }),
        row({ part_number: "'=FX-006" }),
        row({ part_number: "P-9", quantity: "100000" }),
        row({ part_number: "P-10", replaces: models(51) }),
        row({ part_number: "P-11", compatible_models: `WRF555|${"W".repeat(41)}` }),
        row({ part_number: "P-12", compatible_models: "WRF555|WRF\u200b556" }),
        row({ part_number: "P-13", description: "Line one\n\u001b[2Jline two" }),
      ),
    );
    expect(preview.errors).toEqual([
      { line: 2, column: "name", message: "name must be one line without control, bidi or invisible characters" },
      { line: 3, column: "name", message: "name must be at most 120 bytes (an accented letter takes 2, an emoji 4)" },
      { line: 4, column: "description", message: "description must be at most 5000 bytes (an accented letter takes 2, an emoji 4)" },
      { line: 5, column: "compatible_models", message: "compatible_models must have at most 500 entries" },
      { line: 6, column: "part_number", message: "part_number must be letters and digits, with '-', '.', '/' or spaces between" },
      { line: 7, column: "part_number", message: "part_number must be letters and digits, with '-', '.', '/' or spaces between" },
      { line: 8, column: "part_number", message: "part_number must be letters and digits, with '-', '.', '/' or spaces between" },
      { line: 9, column: "quantity", message: "quantity must be from 0 to 99999" },
      { line: 10, column: "replaces", message: "replaces must have at most 50 entries" },
      { line: 11, column: "compatible_models", message: "compatible_models entries must be at most 40 characters" },
      { line: 12, column: "compatible_models", message: "compatible_models must be one line without control, bidi or invisible characters" },
      { line: 13, column: "description", message: "description must not contain control or bidi characters other than line breaks and tabs" },
    ]);
    expect(preview.new).toEqual([]);
  });

  it("gives a row's field the parts API's own message for it", () => {
    for (const [field, value] of [["name", "x".repeat(10_000)], ["name", "A\u202eB"], ["description", "d".repeat(20_000)]] as const) {
      const api = parsePartEdit({ [field]: value });
      const csv = previewCatalogueImport(makeShop(), file(`P-1,"${field === "name" ? value : "Part"}",Whirlpool,Refrigerator Parts,1.00,,1,,,"${field === "description" ? value : ""}",,,`));
      expect(api.ok).toBe(false);
      expect(csv.errors).toEqual([{ line: 2, column: field, message: !api.ok && api.error.message }]);
    }
  });

  it("stores a new part's number and models as the parts API does: part number in capitals, a model named twice kept once", () => {
    const preview = previewCatalogueImport(makeShop(), file("new-1,Door Gasket,Whirlpool,Refrigerator Parts,19.50,,3,A1|B2|A1,,,,,"));
    expect(preview.errors).toEqual([]);
    expect(preview.new[0]).toMatchObject({ partNumber: "NEW-1", record: { partNumber: "NEW-1", compatibility: ["A1", "B2"] } });
  });

  it("refuses a brand or category the file would create with a name the category and brand editor refuses", () => {
    const preview = previewCatalogueImport(
      makeShop(),
      file("P-1,Part,Good\u0000man,Refrigerator Parts,1.00,,1,,,,,,", `P-2,Part,Whirlpool,${"Range ".repeat(20)}Parts,1.00,,1,,,,,,`),
      { createBrands: true, createCategories: true },
    );
    expect(preview.errors).toEqual([
      { line: 2, column: "brand", message: "brand must be one line without control, bidi or invisible characters" },
      { line: 3, column: "category", message: "category must be at most 80 bytes (an accented letter takes 2, an emoji 4)" },
    ]);
    expect(preview).toMatchObject({ new: [], newBrands: [], newCategories: [] });
  });

  it("counts lines as the file has them, past a value with line breaks and blank lines", () => {
    const preview = previewCatalogueImport(
      makeShop(),
      file('A1,Part,Whirlpool,Refrigerator Parts,1.00,,1,,,"two\nlines",,,', "", "A2,Part,Whirlpool,Refrigerator Parts,x,,1,,,,,,").replace(/\n/g, "\r\n"),
    );
    expect(preview.errors).toEqual([{ line: 5, column: "price", message: expect.any(String) }]);
    expect(preview.new[0]?.record.description).toBe("two\nlines");
  });

  it("stops at a quote that is never closed and says on which line", () => {
    const preview = previewCatalogueImport(makeShop(), file("A1,Part,Whirlpool,Refrigerator Parts,1.00,,1,,,,,,", 'A2,"Part,Whirlpool,Refrigerator Parts,1.00,,1,,,,,,'));
    expect(preview.errors).toEqual([{ line: 3, message: expect.stringContaining("never closed") }]);
  });

  it("refuses an unknown brand or category, saying how to add it", () => {
    const preview = previewCatalogueImport(makeShop(), file("A1,Part,Frigidair,Range Parts,1.00,,1,,,,,,"));
    expect(preview.errors).toEqual([
      { line: 2, column: "category", message: 'Unknown category "Range Parts" (line 2): add it first, or let this import create new categories' },
      { line: 2, column: "brand", message: 'Unknown brand "Frigidair" (line 2): add it first, or let this import create new brands' },
    ]);
  });

  it("creates brands and categories when asked, once each, on the side of the shop of what they go with", () => {
    const preview = previewCatalogueImport(
      makeShop(),
      file("A1,Part,Goodman & Co,AC Parts,1.00,,1,,,,,,", "A2,Part,GOODMAN & CO,Range Parts,1.00,,1,,,,,,"),
      { createBrands: true, createCategories: true },
    );
    expect(preview.errors).toEqual([]);
    expect(preview.newBrands).toEqual([{ id: 3, name: "Goodman & Co", slug: "goodman-co", type: "hvac", description: "" }]);
    expect(preview.newCategories).toEqual([{ id: 3, name: "Range Parts", slug: "range-parts", type: "hvac", description: "" }]);
    expect(preview.new.map((p) => [p.record.brandId, p.record.categoryId])).toEqual([[3, 2], [3, 3]]);
  });
});

describe("the bin column", () => {
  const binned = () => {
    const data = makeShop();
    data.products[0] = { ...data.products[0]!, bin: "A3-12" };
    return data;
  };

  it("is written after quantity, empty for a part without one, and reads back as it was", () => {
    const data = binned();
    const lines = exportCatalogueCsv(data).replace(/^\ufeff/, "").trimEnd().split("\n");
    expect(lines[1]).toMatch(/^EDR1RXD1,.*,59\.99,120,A3-12,false,,WRF555SDFZ\|/);
    expect(lines[2]).toMatch(/^WPW10822278,.*,32\.50,,8,,false,,/);
    expect(previewCatalogueImport(data, exportCatalogueCsv(data))).toMatchObject({ new: [], changed: [], unchanged: 4, errors: [] });
  });

  it("sets, changes and, when empty, removes a part's bin, trimmed; a new part takes its bin", () => {
    const row = (partNumber: string, bin: string) => `${partNumber},Part ${partNumber},Whirlpool,Refrigerator Parts,49.99,,120,${bin},,,,,,`;
    const preview = previewCatalogueImport(binned(), withBins(row("EDR1RXD1", ""), row("WPW10822278", " B1-04 "), row("NEW-1", "C2-07")));
    expect(preview.errors).toEqual([]);
    expect(preview.changed.map((p) => [p.partNumber, p.fields.find((f) => f.field === "bin")])).toEqual([
      ["EDR1RXD1", { field: "bin", before: "A3-12", after: null }],
      ["WPW10822278", { field: "bin", before: null, after: "B1-04" }],
    ]);
    expect(preview.changed[0]?.record).not.toHaveProperty("bin");
    expect(preview.new[0]?.record.bin).toBe("C2-07");
  });

  it("refuses a bin over 20 characters or of more than one plain line, naming the column", () => {
    const preview = previewCatalogueImport(
      binned(),
      withBins("N1,Part,Whirlpool,Refrigerator Parts,1.00,,1,AISLE-3-SHELF-12-SLOT-4,,,,,,", 'N2,Part,Whirlpool,Refrigerator Parts,1.00,,1,"A3\n12",,,,,,'),
    );
    expect(preview.errors).toEqual([
      { line: 2, column: "bin", message: "bin must be at most 20 characters" },
      { line: 3, column: "bin", message: "bin must be one line without control, bidi or invisible characters" },
    ]);
    expect(preview.new).toEqual([]);
  });

  it("leaves every bin as it is when a file has no bin column", () => {
    const preview = previewCatalogueImport(binned(), file("EDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,44.99,59.99,120,WRF555SDFZ|WRS325SDHZ,W10295370A,Filter,true,true,"));
    expect(preview.errors).toEqual([]);
    expect(preview.changed[0]?.fields).toEqual([{ field: "price", before: "49.99", after: "44.99" }]);
    expect(preview.changed[0]?.record.bin).toBe("A3-12");
  });

  it("records a bin change in the import's history", () => {
    const data = binned();
    const result = applied(data, previewCatalogueImport(data, "part_number,name,brand,category,price,quantity,bin\nEDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,49.99,120,A3-14\n"));
    expect(result.value).toMatchObject({ changed: 1 });
    expect(data.catalogueChanges[0]?.fields).toEqual([{ field: "part:1.bin", before: "A3-12", after: "A3-14" }]);
    expect(data.products[0]?.bin).toBe("A3-14");
  });
});

describe("readCatalogueCsv and matchCatalogueRows", () => {
  it("read the file with no catalogue into plain data, which previews as the whole import does after a copy to another thread", () => {
    const csv = file(
      "A1,Part,Goodman & Co,AC Parts,1.00,,1,M1|M2,,,yes,,",
      "A2,Part,!!!,Range Parts,x,,1,,,,,,",
      "A3,Too few",
      "",
      `${makeShop().products[0]!.partNumber},Renamed,Whirlpool,Refrigerator Parts,1.00,2.00,1,,,,,,no`,
      'A4,"Part,Whirlpool,Refrigerator Parts,1.00,,1,,,,,,',
    );
    const rows = readCatalogueCsv(csv);
    // What a worker thread posts back: structured clone keeps plain data only, and this is all it is.
    const copied = structuredClone(rows);
    expect(copied).toEqual(rows);
    for (const options of [{}, { createBrands: true, createCategories: true }]) {
      expect(JSON.stringify(matchCatalogueRows(makeShop(), copied, options))).toBe(JSON.stringify(previewCatalogueImport(makeShop(), csv, options)));
    }
    expect(rows).toMatchObject({ ok: true, rows: [{ line: 2, errors: [] }, { line: 3 }, { line: 4 }, { line: 6 }], unreadable: { line: 7 } });
  });

  it("keep a header's errors alone, as the preview does", () => {
    expect(readCatalogueCsv("part_number,colour\nA1,red")).toEqual({ ok: false, errors: [expect.objectContaining({ line: 1 }), expect.objectContaining({ line: 1 })] });
  });
});

describe("applyCatalogueImport", () => {
  it("commits new and changed parts and new brands at once, with one history record of the import", () => {
    const data = makeShop();
    const preview = previewCatalogueImport(
      data,
      file("EDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,44.99,59.99,120,WRF555SDFZ|WRS325SDHZ,W10295370A,Filter,true,true,yes", "N1,New,Maytag,AC Parts,5.00,,2,,,,,,"),
      { createBrands: true },
    );
    const result = applied(data, preview);
    expect(result.value).toEqual({ new: 1, changed: 1, unchanged: 0, newBrands: 1, newCategories: 0 });
    expect(data.products.find((p) => p.partNumber === "EDR1RXD1")).toMatchObject({ price: "44.99", hidden: true });
    expect(data.products.find((p) => p.partNumber === "N1")).toMatchObject({ id: 5, brandId: 3 });
    expect(data.brands.at(-1)).toMatchObject({ name: "Maytag", slug: "maytag" });
    expect(data.catalogueChanges).toEqual<CatalogueChange[]>([
      {
        id: "change-1",
        at: "2026-11-24T10:00:00.000Z",
        by: "counter@parts.test",
        subject: "import",
        summary: "Imported 1 new, 1 changed",
        fields: [
          { field: "brand:3", before: null, after: "Maytag" },
          { field: "part:5", before: null, after: "N1" },
          { field: "part:1.price", before: "49.99", after: "44.99" },
          { field: "part:1.hidden", before: false, after: true },
        ],
      },
    ]);
    // Importing the same file again finds nothing to do.
    expect(previewCatalogueImport(data, exportCatalogueCsv(data))).toMatchObject({ new: [], changed: [], unchanged: 5 });
  });

  it("refuses a preview with errors, whatever else it holds", () => {
    const data = makeShop();
    const preview = previewCatalogueImport(data, file("N1,New,Whirlpool,AC Parts,5.00,,2,,,,,,", "N2,Bad,Whirlpool,AC Parts,five,,2,,,,,,"));
    expect(preview.new).toHaveLength(1);
    expect(applyCatalogueImport(data, preview, "import", ctx)).toMatchObject({ ok: false, status: 400, error: { message: expect.stringContaining("1 error: nothing was imported") } });
  });

  it("refuses a preview the catalogue has moved past since", () => {
    const data = makeShop();
    const preview = previewCatalogueImport(data, file("EDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,44.99,59.99,120,,,Filter,true,true,"));
    data.products[0] = { ...data.products[0]!, quantityOnHand: 119 };
    expect(applyCatalogueImport(data, preview, "import", ctx)).toMatchObject({ ok: false, status: 409 });
  });
});
