import {
  bySentTime,
  dayWindow,
  newestFirst,
  noOrderCounts,
  ORDER_STATUSES,
  staffOrderList,
  staffOrderSummary,
  isOpenOrder,
  type OpenOrder,
  type OrderLine,
  type OrderReads,
  type OrderRecord,
  type StaffOrderQuery,
} from "@shop/domain";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { emailOf, orderLineOf, orderOf } from "./rows-visitors.ts";
import type { Database, OrderTable } from "./schema.ts";
import { textMatchOf } from "./text-match.ts";

/**
 * The orders' questions (`OrderReads`) answered with SQL, each from an index: by number, by a
 * session's client number, by email (lower case, migration 0005), newest first for the inbox.
 * Each answer is the domain's over the same orders in memory (test/db/sql/order-reads.test.ts).
 */
/** The statuses of an open order, as `isOpenOrder` tells them. */
export const OPEN_STATUSES = ORDER_STATUSES.filter((status) => isOpenOrder({ status }));

export function sqlOrderReads(db: Kysely<Database>): OrderReads {
  const text = textMatchOf(db);
  /** The orders of these rows, each with its lines in order. */
  async function withLines(rows: readonly OrderTable[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const lines = new Map<number, OrderLine[]>();
    const lineRows = await db
      .selectFrom("order_lines")
      .selectAll()
      .where(
        "order_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("order_id")
      .orderBy("position")
      .execute();
    for (const row of lineRows) {
      const list = lines.get(row.order_id);
      if (list) list.push(orderLineOf(row));
      else lines.set(row.order_id, [orderLineOf(row)]);
    }
    return rows.map((row) => orderOf(row, lines.get(row.id) ?? []));
  }

  const one = async (rows: readonly OrderTable[]) => (await withLines(rows))[0];

  /** The inbox's filters but the status: the day (a window around it, told exactly after) and the search. */
  function searched(query: StaffOrderQuery): SelectQueryBuilder<Database, "orders", object> {
    let orders = db.selectFrom("orders");
    if (query.day) {
      // No time zone is more than 14 hours from UTC: the day's orders are in this window.
      const start = Date.parse(`${query.day}T00:00:00.000Z`);
      orders = orders
        .where("created_at", ">=", new Date(start - 14 * 3_600_000).toISOString())
        .where("created_at", "<", new Date(start + 38 * 3_600_000).toISOString());
    }
    const q = query.q;
    if (q) {
      const needle = q.toLowerCase();
      const phoneDigits = q.replace(/\D/g, "");
      const { contains, lower, digits } = text;
      orders = orders.where((eb) =>
        eb.or([
          contains(lower(sql.ref("order_number")), needle),
          contains(lower(sql.ref("name")), needle),
          contains(sql.ref("email"), needle),
          ...(phoneDigits.length >= 3 ? [contains(digits(sql.ref("phone")), phoneDigits)] : []),
        ]),
      );
    }
    return orders;
  }

  return {
    byNumber: async (orderNumber) => one(await db.selectFrom("orders").selectAll().where("order_number", "=", orderNumber).execute()),
    byClientNumber: async (sessionId, clientOrderNumber) =>
      one(
        await db
          .selectFrom("orders")
          .selectAll()
          .where("session_id", "=", sessionId)
          .where("client_order_number", "=", clientOrderNumber)
          .execute(),
      ),
    async openOfEmail(email) {
      const wanted = email.toLowerCase();
      const rows = await db
        .selectFrom("orders")
        .select(["order_number", "email", "total"])
        .where(sql`lower(email)`, "=", wanted)
        .where("status", "in", OPEN_STATUSES)
        .execute();
      // SQLite's lower() folds A-Z alone (and the index is on it): the match is told again as the domain tells it.
      return rows.filter((row) => row.email.toLowerCase() === wanted).map((row) => ({ orderNumber: row.order_number, total: row.total }));
    },
    async openAmong(orderNumbers) {
      const open: OpenOrder[] = [];
      // In slices, well under SQLite's limit on a statement's parameters.
      for (let at = 0; at < orderNumbers.length; at += 500) {
        const rows = await db
          .selectFrom("orders")
          .select(["order_number", "total"])
          .where("order_number", "in", orderNumbers.slice(at, at + 500))
          .where("status", "in", OPEN_STATUSES)
          .execute();
        for (const row of rows) open.push({ orderNumber: row.order_number, total: row.total });
      }
      return open;
    },
    async nextId() {
      const row = await db
        .selectFrom("orders")
        .select((eb) => eb.fn.max("id").as("highest"))
        .executeTakeFirst();
      return (row?.highest ?? 0) + 1;
    },
    async staffList(query, timeZone) {
      if (query.day) {
        // A day's orders are few: read them whole and let the domain tell the day and the page.
        return staffOrderList(await withLines(await searched(query).selectAll().execute()), query, timeZone);
      }
      const counts = noOrderCounts();
      const grouped = await searched(query)
        .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      for (const { status, count } of grouped) if (ORDER_STATUSES.includes(status)) counts[status] = Number(count);
      let page = searched(query).selectAll();
      if (query.status) page = page.where("status", "=", query.status);
      const rows = await page.orderBy("created_at", "desc").orderBy("id", "desc").limit(query.limit).offset(query.offset).execute();
      const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { orders: (await withLines(rows)).sort(newestFirst).map(staffOrderSummary), total, counts };
    },
    async emailsAbout(orderNumber) {
      const rows = await db.selectFrom("emails").selectAll().where("order_number", "=", orderNumber).execute();
      return rows.map(emailOf).sort(bySentTime);
    },
    ready: async () => withLines(await db.selectFrom("orders").selectAll().where("status", "=", "ready").execute()),
    async dayActivity(day) {
      const { from, to } = dayWindow(day);
      // Two ranges, each on its index (created_at's is the inbox's; closed_at's, migration 0011).
      const rows = await db
        .selectFrom("orders")
        .selectAll()
        .where((eb) => eb.or([eb.and([eb("created_at", ">=", from), eb("created_at", "<", to)]), eb.and([eb("closed_at", ">=", from), eb("closed_at", "<", to)])]))
        .execute();
      return withLines(rows);
    },
  };
}
