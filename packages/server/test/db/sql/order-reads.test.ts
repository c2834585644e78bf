/**
 * The orders' questions answered in SQL (order-reads.ts) against the domain's answers over the
 * same orders and emails in memory: by number, by a session's client number, by email in any
 * letter case, the next id, the orders ready for pickup, a day's placed and closed orders, the emails about an order, and the back office's inbox with every
 * filter, search and page.
 */
import { dayReport, memoryOrderReads, type EmailRecord, type OpenOrder, type OrderRecord, type OrderReads, type ShopData, type StaffOrderQuery } from "@shop/domain";
import { orderLine, orderRecord } from "@shop/domain/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql as rawSql, type Kysely } from "kysely";
import { importShop, importShopPostgres, openSqlite } from "../../../src/db/sql/index.ts";
import type { Database } from "../../../src/db/sql/schema.ts";
import { postgresDatabases } from "../../postgres/databases.ts";
import { sqlOrderReads } from "../../../src/db/sql/order-reads.ts";
import { smallShop } from "../../support/fixtures.ts";
import { closeDatabases, readsDatabaseOf, tempDbFile, writableDatabaseOf } from "./sql-fixtures.ts";

const TIME_ZONE = "America/New_York";
let sql: OrderReads;
let memory: OrderReads;

const part = (id: number) => ({ id, partNumber: `PN${1000 + id}`, name: `Part ${id}`, price: `${id}.25` });

/**
 * Orders over three days in Tallahassee (one at 03:30 UTC on the 23rd, still the 22nd there), in
 * every status, two at the same millisecond, two emails of mixed case, names and phones to search,
 * and written out of order.
 */
function orders(): OrderRecord[] {
  const order = (id: number, createdAt: string, more: Partial<OrderRecord>) =>
    orderRecord(id, { createdAt, sessionId: `session-${String(id % 3).padStart(13, "0")}`, ...more });
  return [
    order(3, "2026-11-23T15:00:00.000Z", { name: "Lee Ray", email: "lee@example.com", phone: "850.555.0123", status: "ready" }),
    order(1, "2026-11-22T14:00:00.000Z", { name: "Pat Doe", email: "pat@example.com", phone: "(850) 555-0199" }),
    order(2, "2026-11-23T03:30:00.000Z", {
      name: "Pat Doe", email: "Pat@Example.com", phone: "(850) 555-0199", status: "cancelled",
      // Cancelled just after midnight UTC on the 25th: still the 24th in Tallahassee.
      history: [{ status: "received", at: "2026-11-23T03:30:00.000Z", by: "customer" }, { status: "cancelled", at: "2026-11-25T02:00:00.000Z", by: "staff@example.com", reason: "Asked to" }],
    }),
    order(5, "2026-11-23T15:00:00.000Z", {
      name: "Åsa Öberg", email: "asa@example.com", phone: "+1 850 555 0144", status: "picked-up",
      history: [
        { status: "received", at: "2026-11-23T15:00:00.000Z", by: "customer" },
        { status: "ready", at: "2026-11-23T16:00:00.000Z", by: "staff@example.com" },
        { status: "picked-up", at: "2026-11-24T18:00:00.000Z", by: "staff@example.com", payment: { method: "card", amount: "11.18" } },
      ],
    }),
    order(4, "2026-11-24T12:00:00.000Z", {
      name: "Lee Ray",
      email: "lee@example.com",
      phone: "850.555.0123",
      // Special orders: one line's unit on its way, another's three arrived; the middle line all off the shelf.
      items: [
        { ...orderLine(part(7), 2), onOrder: { quantity: 1, days: 5, readyBy: "2026-12-01" } },
        orderLine(part(3)),
        { ...orderLine(part(9), 4), onOrder: { quantity: 3, days: 4, readyBy: "2026-11-30", arrivedAt: "2026-11-29T16:45:00.000Z" } },
      ],
      note: "Calls ahead",
    }),
    order(7, "2026-11-25T01:00:00.000Z", { name: "Sam Poe", email: "sam@example.com", phone: "850 555 0177", history: undefined }),
  ];
}

function emails(): EmailRecord[] {
  const email = (id: string, orderNumber: string, at: string): EmailRecord => ({ id, kind: "order-placed", orderNumber, state: "sent", attempts: 1, at });
  return [
    email("e-b", orderRecord(4).orderNumber, "2026-11-24T12:00:05.000Z"),
    email("e-a", orderRecord(4).orderNumber, "2026-11-24T12:00:05.000Z"),
    email("e-first", orderRecord(4).orderNumber, "2026-11-24T12:00:01.000Z"),
    email("e-other", orderRecord(1).orderNumber, "2026-11-22T14:00:02.000Z"),
    { id: "e-contact", kind: "shop-contact", contactId: "c-1", state: "sent", attempts: 1, at: "2026-11-22T10:00:00.000Z" },
  ];
}

beforeAll(async () => {
  const shop: ShopData = { ...smallShop(), orders: orders(), emails: emails() };
  sql = sqlOrderReads((await readsDatabaseOf(shop)).db);
  memory = memoryOrderReads(shop);
});

afterAll(closeDatabases);

const postgres = postgresDatabases();

/** The orders' last digits, sorted: which orders an answer holds. */
const numbersOf = (found: OrderRecord[]) => found.map((order) => order.orderNumber.slice(-1)).sort();

describe("the orders' questions in SQL", () => {
  it("find an order by number, by a session's client number and by email in any letter case, as the domain does", async () => {
    for (const order of orders()) {
      expect(await sql.byNumber(order.orderNumber)).toEqual(await memory.byNumber(order.orderNumber));
      expect(await sql.byClientNumber(order.sessionId, order.clientOrderNumber)).toEqual(order);
    }
    const lines = (await sql.byNumber(orderRecord(4).orderNumber))?.items ?? [];
    expect(lines.map((line) => line.productId)).toEqual([7, 3, 9]);
    expect(lines.map((line) => line.onOrder)).toEqual([
      { quantity: 1, days: 5, readyBy: "2026-12-01" },
      undefined,
      { quantity: 3, days: 4, readyBy: "2026-11-30", arrivedAt: "2026-11-29T16:45:00.000Z" },
    ]);
    // Absent, not undefined: the line read back is the line stored.
    expect(lines.map((line) => Object.keys(line.onOrder ?? {}))).toEqual([["quantity", "days", "readyBy"], [], ["quantity", "days", "readyBy", "arrivedAt"]]);
    expect("onOrder" in (lines[1] ?? {})).toBe(false);
    expect(await sql.byNumber("TLH-20260101-99999")).toBeUndefined();
    expect(await sql.byClientNumber(orders()[0]!.sessionId, "client-1")).toBeUndefined();
    const sorted = (found: OpenOrder[]) => [...found].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
    for (const email of ["pat@example.com", "PAT@EXAMPLE.COM", "lee@example.com", "asa@example.com", "sam@example.com", "nobody@example.com"]) {
      expect(sorted(await sql.openOfEmail(email)), email).toEqual(sorted(await memory.openOfEmail(email)));
    }
    // Pat's second order was cancelled: only the first is open.
    expect(await sql.openOfEmail("pat@example.com")).toEqual([{ orderNumber: orderRecord(1).orderNumber, total: orderRecord(1).total }]);
    // Lee's orders: one ready, one received; Åsa's was picked up.
    expect((await sql.openOfEmail("LEE@example.com")).map((order) => order.orderNumber).sort()).toEqual([orderRecord(3).orderNumber, orderRecord(4).orderNumber]);
    expect(await sql.openOfEmail("asa@example.com")).toEqual([]);
    const every = [...orders().map((order) => order.orderNumber), "TLH-20260101-99999"];
    expect(sorted(await sql.openAmong(every))).toEqual(sorted(await memory.openAmong(every)));
    expect((await sql.openAmong(every)).map((order) => order.orderNumber).sort()).toEqual([1, 3, 4, 7].map((id) => orderRecord(id).orderNumber));
    expect(await sql.openAmong([])).toEqual([]);
    expect(await sql.nextId()).toBe(8);
    expect(await memory.nextId()).toBe(8);
  });

  it("list the orders ready for pickup, with their lines, as the domain does", async () => {
    const byNumber = (found: OrderRecord[]) => [...found].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
    expect(byNumber(await sql.ready())).toEqual(byNumber(await memory.ready()));
    expect((await sql.ready()).map((order) => order.orderNumber)).toEqual([orderRecord(3).orderNumber]);
    expect((await sql.ready())[0]?.items).toEqual(orders()[0]!.items);
  });

  it("find a day's placed and closed orders (the day report's read) as the domain does, by its window and the closing time", async () => {
    const numbers = numbersOf;
    for (const day of ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]) {
      const [fromSql, fromMemory] = [await sql.dayActivity(day), await memory.dayActivity(day)];
      expect(numbers(fromSql), day).toEqual(numbers(fromMemory));
      expect(dayReport(fromSql, day, TIME_ZONE), day).toEqual(dayReport(fromMemory, day, TIME_ZONE));
    }
    // The 24th's window (10:00 UTC on the 23rd to 14:00 on the 25th): placed 3, 4, 5, 7; 2 cancelled at 02:00 on the 25th.
    expect(numbers(await sql.dayActivity("2026-11-24"))).toEqual(["2", "3", "4", "5", "7"]);
    const report = dayReport(await sql.dayActivity("2026-11-24"), "2026-11-24", TIME_ZONE);
    expect(report.placed.map((order) => order.orderNumber.slice(-1))).toEqual(["4", "7"]);
    expect(report.pickedUp).toEqual([expect.objectContaining({ name: "Åsa Öberg", payment: { method: "card", amount: "11.18" } })]);
    expect(report.cancelled).toEqual([expect.objectContaining({ name: "Pat Doe", reason: "Asked to", by: "staff@example.com" })]);
    expect(report.total).toBe("11.18");
    expect(await sql.dayActivity("2026-12-30")).toEqual([]);
  });

  it("find an order on the day it is closed once the store writes its closing event", async () => {
    const { database, write } = await writableDatabaseOf({ ...smallShop(), orders: orders(), emails: [] });
    const reads = sqlOrderReads(database.db);
    const open = orders().find((order) => order.id === 4)!;
    expect(numbersOf(await reads.dayActivity("2026-11-27"))).toEqual([]);
    const pickedUp: OrderRecord = {
      ...open,
      status: "picked-up",
      history: [{ status: "received", at: open.createdAt, by: "customer" }, { status: "picked-up", at: "2026-11-27T20:00:00.000Z", by: "staff@example.com", payment: { method: "cash", amount: open.total } }],
    };
    await write([{ op: "put", collection: "orders", record: pickedUp }]);
    expect(numbersOf(await reads.dayActivity("2026-11-27"))).toEqual(["4"]);
    // Its lines written again keep what of each was on order.
    expect(await reads.byNumber(open.orderNumber)).toStrictEqual(pickedUp);
    expect(dayReport(await reads.dayActivity("2026-11-27"), "2026-11-27", TIME_ZONE).takings[0]).toEqual({ method: "cash", count: 1, amount: open.total });
  });

  it("tell the emails about an order oldest first, as the domain does", async () => {
    for (const order of orders()) expect(await sql.emailsAbout(order.orderNumber)).toEqual(await memory.emailsAbout(order.orderNumber));
    expect((await sql.emailsAbout(orderRecord(4).orderNumber)).map((email) => email.id)).toEqual(["e-first", "e-a", "e-b"]);
  });

  it("answer the inbox's every filter, search and page as the domain does", async () => {
    const queries: StaffOrderQuery[] = [];
    for (const status of [undefined, "received", "ready", "picked-up", "cancelled"] as const) {
      for (const day of [undefined, "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-30"]) {
        for (const q of [undefined, "pat", "LEE R", "555-0123", "8505550199", "tlh-20260101-0000", "åsa", "ÅSA", "Pat@", "12", "nobody"]) {
          for (const [limit, offset] of [
            [50, 0],
            [2, 0],
            [2, 2],
            [1, 5],
          ] as const) {
            queries.push({ limit, offset, ...(status ? { status } : {}), ...(day ? { day } : {}), ...(q ? { q } : {}) });
          }
        }
      }
    }
    for (const query of queries) expect(await sql.staffList(query, TIME_ZONE), JSON.stringify(query)).toEqual(await memory.staffList(query, TIME_ZONE));

    const page = await sql.staffList({ limit: 50, offset: 0 }, TIME_ZONE);
    // Newest first, the two of the same millisecond by the higher id.
    expect(page.orders.map((order) => order.orderNumber.slice(-1))).toEqual(["7", "4", "5", "3", "2", "1"]);
    expect(page.counts).toEqual({ received: 3, ready: 1, "picked-up": 1, cancelled: 1 });
    expect((await sql.staffList({ limit: 50, offset: 0, day: "2026-11-22" }, TIME_ZONE)).orders.map((order) => order.name)).toEqual(["Pat Doe", "Pat Doe"]);
    expect(await sql.staffList({ limit: 50, offset: 0, q: "åsa" }, TIME_ZONE)).toMatchObject({ total: 1, orders: [{ name: "Åsa Öberg" }] });
  });
});

describe("a database from before orders had a closing time", () => {
  // Migrations 0013 and 0012 (after it) are taken away first.
  const dropClosedAt =
    "alter table parts drop column special_order_days; alter table order_lines drop column on_order; delete from kysely_migration where name = '0013-special-orders'; " +
    "alter table shop_changes drop column order_number; delete from kysely_migration where name = '0012-order-events'; drop index orders_by_closed_at; alter table orders drop column closed_at; delete from kysely_migration where name = '0011-order-closed-at';";

  /** A database of the project's engine holding `orders()` as the shop had it before migration 0011, opened again. */
  async function reopenedOlder(): Promise<{ migrated: readonly string[]; db: Kysely<Database>; close(): Promise<void> }> {
    const shop = { ...smallShop(), orders: orders(), emails: [] };
    if (inject("engine") === "postgres") {
      const url = await postgres.newDatabase();
      const older = await postgres.open(url);
      await importShopPostgres(older, shop);
      await rawSql.raw(dropClosedAt.replaceAll(";", ";\n")).execute(older.db);
      return { ...(await postgres.open(url)), close: async () => {} };
    }
    const file = await tempDbFile();
    const older = await openSqlite(file);
    await importShop(older, shop);
    older.sqlite.exec(dropClosedAt);
    await older.close();
    const reopened = await openSqlite(file);
    return { migrated: reopened.migrated, db: reopened.db, close: () => reopened.close() };
  }

  it("gets each closed order's closing time from its history when it is opened", async () => {
    const reopened = await reopenedOlder();
    try {
      expect(reopened.migrated).toEqual(["0011-order-closed-at", "0012-order-events", "0013-special-orders"]);
      const rows = await reopened.db.selectFrom("orders").select(["id", "closed_at"]).orderBy("id").execute();
      // 2 was cancelled and 5 picked up, each with its history; the others are open.
      expect(rows).toEqual([1, 2, 3, 4, 5, 7].map((id) => ({ id, closed_at: { 2: "2026-11-25T02:00:00.000Z", 5: "2026-11-24T18:00:00.000Z" }[id] ?? null })));
      expect(numbersOf(await sqlOrderReads(reopened.db).dayActivity("2026-11-24"))).toEqual(["2", "3", "4", "5", "7"]);
    } finally {
      await reopened.close();
    }
  });
});
