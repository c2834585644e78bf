/**
 * The history's questions answered in SQL (history-reads.ts) against the domain's answers over the
 * same changes in memory: each subject's changes newest first (ties of the time broken by id, in
 * any case), with and without a limit.
 */
import { memoryHistoryReads, type CatalogueChange, type HistoryReads, type ShopData } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlHistoryReads } from "../../../src/db/sql/history-reads.ts";
import { smallShop } from "../../support/fixtures.ts";
import { closeDatabases, readsDatabaseOf } from "./sql-fixtures.ts";

let sql: HistoryReads;
let memory: HistoryReads;

const change = (id: string, subject: string, at: string): CatalogueChange => ({
  id,
  at,
  by: "counter@example.com",
  subject,
  fields: [{ field: "price", before: "1.00", after: { cents: 200 } }],
  summary: `Change ${id}`,
});

const changes: CatalogueChange[] = [
  change("b", "part:1", "2026-11-20T10:00:00.000Z"),
  change("A", "part:1", "2026-11-20T10:00:00.000Z"),
  change("old", "part:1", "2026-11-01T10:00:00.000Z"),
  change("s1", "store", "2026-11-02T10:00:00.000Z"),
  change("s2", "store", "2026-11-03T10:00:00.000Z"),
  change("c1", "category:1", "2026-11-03T10:00:00.000Z"),
];

beforeAll(async () => {
  const shop: ShopData = { ...smallShop(), catalogueChanges: changes };
  sql = sqlHistoryReads((await readsDatabaseOf(shop)).db);
  memory = memoryHistoryReads(shop);
});

afterAll(closeDatabases);

describe("the history's questions in SQL", () => {
  it("answer as the domain does over the same changes in memory", async () => {
    for (const subject of ["part:1", "store", "category:1", "part:2"]) {
      for (const limit of [undefined, 1, 2, 20]) expect(await sql.of(subject, limit), `${subject} ${limit}`).toEqual(await memory.of(subject, limit));
    }
    expect((await sql.of("part:1")).map((entry) => entry.id)).toEqual(["b", "A", "old"]);
    expect(await sql.of("store", 1)).toEqual([changes[4]]);
  });
});
