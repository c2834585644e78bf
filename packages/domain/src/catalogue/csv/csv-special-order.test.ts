import { describe, expect, it } from "vitest";
import { makeShop } from "../../testing/index.ts";
import { exportCatalogueCsv } from "./csv.ts";
import { previewCatalogueImport } from "./csv-match.ts";

/** The catalogue CSV's special order (docs/product.md, Catalogue CSV): `special_order` yes or no, and `lead_days`. */

/** The columns as export writes them. */
const EXPORT_HEADER =
  "part_number,name,brand,category,price,original_price,quantity,bin,special_order,lead_days,compatible_models,replaces,description,featured,popular,hidden";
describe("the special_order and lead_days columns", () => {
  const special = () => {
    const data = makeShop();
    data.products[2] = { ...data.products[2]!, specialOrderDays: 5 };
    return data;
  };
  const file = (...rows: string[]) => [EXPORT_HEADER, ...rows].join("\n");
  const row = (partNumber: string, flag: string, days: string) => `${partNumber},Part ${partNumber},Whirlpool,Refrigerator Parts,49.99,,0,,${flag},${days},,,,,,`;

  it("are written after bin, yes and the days for a special order, and read back as they were", () => {
    const data = special();
    const lines = exportCatalogueCsv(data).replace(/^\ufeff/, "").trimEnd().split("\n");
    expect(lines[3]).toMatch(/^W10190965,.*,129\.00,,0,,true,5,WRS325SDHZ,/);
    expect(previewCatalogueImport(data, exportCatalogueCsv(data))).toMatchObject({ new: [], changed: [], unchanged: 4, errors: [] });
  });

  it("make a part a special order, change its lead time, or make it none; a new part takes its own", () => {
    const preview = previewCatalogueImport(special(), file(row("EDR1RXD1", "yes", "10"), row("W10190965", "no", "5"), row("NEW-1", "1", "3")));
    expect(preview.errors).toEqual([]);
    const fields = (partNumber: string) => preview.changed.find((p) => p.partNumber === partNumber)?.fields.filter((f) => f.field === "special_order" || f.field === "lead_days");
    expect(fields("EDR1RXD1")).toEqual([
      { field: "special_order", before: false, after: true },
      { field: "lead_days", before: null, after: 10 },
    ]);
    expect(fields("W10190965")).toEqual([
      { field: "special_order", before: true, after: false },
      { field: "lead_days", before: 5, after: null },
    ]);
    expect(preview.new[0]?.record.specialOrderDays).toBe(3);
  });

  it("read lead_days alone as the special order: a number makes one, an empty cell none", () => {
    const alone = "part_number,name,brand,category,price,quantity,lead_days";
    const preview = previewCatalogueImport(special(), [alone, "EDR1RXD1,Water Filter,Whirlpool,Refrigerator Parts,49.99,120,7", "W10190965,Ice Maker Assembly,Whirlpool,Refrigerator Parts,129.00,0,"].join("\n"));
    expect(preview.errors).toEqual([]);
    expect(preview.changed.map((p) => [p.partNumber, p.record.specialOrderDays])).toEqual([
      ["EDR1RXD1", 7],
      ["W10190965", undefined],
    ]);
  });

  it("refuse a special order without a lead time, a lead time out of range or not a number, and a flag that is not one", () => {
    const preview = previewCatalogueImport(special(), file(row("A-1", "yes", ""), row("A-2", "yes", "61"), row("A-3", "yes", "soon"), row("A-4", "maybe", "5"), row("A-5", "yes", "0")));
    expect(preview.errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [2, "lead_days", "lead_days is required when special_order is yes: the lead time in business days, 1 to 60"],
      [3, "lead_days", "lead_days must be from 1 to 60 business days"],
      [4, "lead_days", 'lead_days must be a whole number of business days, not "soon"'],
      [5, "special_order", 'special_order must be true or false (yes/no, 1/0, or empty for false), not "maybe"'],
      [6, "lead_days", "lead_days must be from 1 to 60 business days"],
    ]);
    expect(preview.new).toEqual([]);
  });
});
