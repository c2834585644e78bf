/**
 * The carts' questions answered in SQL (cart-reads.ts) against the domain's answers over the same
 * lines in memory: each session's lines in the order shown (ties of the time added broken by id,
 * in any case), and the abandoned carts at several cut-offs.
 */
import { memoryCartReads, type CartItemRecord, type CartReads, type ShopData } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlCartReads } from "../../../src/db/sql/cart-reads.ts";
import { smallShop } from "../../support/fixtures.ts";
import { closeDatabases, readsDatabaseOf } from "./sql-fixtures.ts";

let sql: CartReads;
let memory: CartReads;
const sessions = ["aaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbb", "ccccccccccccccccccccc", "ddddddddddddddddddddd"];

/** Lines out of order, two added in the same millisecond with ids that sort apart by case. */
function lines(): CartItemRecord[] {
  const line = (id: string, session: number, day: number, productId: number): CartItemRecord => ({
    id,
    sessionId: sessions[session]!,
    productId,
    quantity: 1 + (productId % 3),
    unitPrice: "10.00",
    addedAt: `2026-11-${String(day).padStart(2, "0")}T09:30:00.000Z`,
  });
  return [
    line("b-line", 0, 20, 1),
    line("A-line", 0, 20, 2),
    line("first", 0, 3, 3),
    line("old-1", 1, 2, 1),
    line("old-2", 1, 5, 4),
    line("mixed-old", 2, 1, 5),
    line("mixed-new", 2, 26, 6),
    line("today", 3, 27, 2),
  ];
}

beforeAll(async () => {
  const shop: ShopData = { ...smallShop(), cartItems: lines() };
  sql = sqlCartReads((await readsDatabaseOf(shop)).db);
  memory = memoryCartReads(shop);
});

afterAll(closeDatabases);

describe("the carts' questions in SQL", () => {
  it("answer as the domain does over the same lines in memory", async () => {
    for (const session of [...sessions, "zzzzzzzzzzzzzzzzzzzzz"]) expect(await sql.lines(session), session).toEqual(await memory.lines(session));
    expect((await sql.lines(sessions[0]!)).map((line) => line.id)).toEqual(["first", "A-line", "b-line"]);
    for (const before of ["2026-11-01T00:00:00.000Z", "2026-11-06T00:00:00.000Z", "2026-11-21T00:00:00.000Z", "2026-11-27T00:00:00.000Z", "9999"]) {
      expect(await sql.abandoned(before), before).toEqual(await memory.abandoned(before));
    }
    // A cart goes whole or not at all: the session with a line from the 26th keeps its old one.
    expect((await sql.abandoned("2026-11-21T00:00:00.000Z")).map((line) => line.id)).toEqual(["old-1", "first", "old-2", "A-line", "b-line"]);
  });
});
