import { sql, type Kysely, type Selectable } from "kysely";
import type { CounterRows } from "../sql/shared/rate-limits.ts";
import type { OrderAddressRows } from "../sql/shared/order-addresses.ts";
import { OPEN_STATUSES } from "../sql/order-reads.ts";
import { ORDER_EVENTS_PAGE, ORDER_KIND, toldOrderEvents, type ToldOrderEvent } from "../sql/shared/process-changes.ts";
import type { Database } from "../sql/schema.ts";

/**
 * What the processes on one PostgreSQL database share beyond the shop's records (migrations 0006,
 * 0007), as SQLite's counterparts in db/sql/shared/ keep it: the rate limits' counts, the order
 * addresses, what each process tells the others, and who runs the timed jobs. Each statement is
 * its own transaction (PostgreSQL's row locks keep two processes' counts apart), except what is
 * told, which is written in the commit it tells of.
 */

/** The rate limits' counts: each hit one upsert, answered once PostgreSQL has it. */
export function postgresCounterRows(db: Kysely<Database>): CounterRows {
  return {
    async hit(key, windowMs, now) {
      // In an upsert's SET every column reads the row as it was: a window that has ended starts again at 1.
      const row = await db
        .insertInto("rate_limits")
        .values({ key, hits: 1, reset_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            hits: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
          }),
        )
        .returning(["hits", "reset_at"])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, resetAt: row.reset_at };
    },
    async hitsOf(key, now) {
      const row = await db.selectFrom("rate_limits").select("hits").where("key", "=", key).where("reset_at", ">", now).executeTakeFirst();
      return row?.hits ?? 0;
    },
    async unhit(key, now) {
      await db.updateTable("rate_limits").set({ hits: sql`greatest(hits - 1, 0)` }).where("key", "=", key).where("reset_at", ">", now).execute();
    },
    async reset(key) {
      await db.deleteFrom("rate_limits").where("key", "=", key).execute();
    },
    async sweep(now) {
      const result = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export function postgresOrderAddressRows(db: Kysely<Database>): OrderAddressRows {
  return {
    async numbersOf(address) {
      const rows = await db.selectFrom("order_addresses").select("order_number").where("address", "=", address).orderBy("order_number").execute();
      return rows.map((row) => row.order_number);
    },
    async add(address, orderNumber) {
      await db
        .insertInto("order_addresses")
        .values({ order_number: orderNumber, address })
        .onConflict((conflict) => conflict.column("order_number").doUpdateSet({ address }))
        .execute();
    },
    async sweep() {
      const open = db.selectFrom("orders").select("order_number").where("status", "in", [...OPEN_STATUSES]);
      const result = await db.deleteFrom("order_addresses").where("order_number", "not in", open).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

type ChangeRow = Selectable<Database["shop_changes"]>;

/** The changes told after `seq`, in commit order. */
export const toldSince = (db: Kysely<Database>, seq: number): Promise<ChangeRow[]> =>
  db.selectFrom("shop_changes").selectAll().where("seq", ">", seq).orderBy("seq").execute();

/** The order puts told after `seq`, in commit order (ORDER_EVENTS_PAGE at most). */
export async function toldOrderEventsSince(db: Kysely<Database>, seq: number): Promise<ToldOrderEvent[]> {
  const rows = await db
    .selectFrom("shop_changes")
    .select(["seq", "kind", "order_number"])
    .where("seq", ">", seq)
    .where("kind", "like", `${ORDER_KIND}%`)
    .orderBy("seq")
    .limit(ORDER_EVENTS_PAGE)
    .execute();
  return toldOrderEvents(rows);
}

/** The newest change's seq (0 for none). */
export async function latestTold(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("shop_changes").select((eb) => eb.fn.max<number | null>("seq").as("seq")).executeTakeFirst();
  return row?.seq ?? 0;
}

/** Which process runs a timed job: true for the one that moved its due time on (as sqliteJobRuns). */
export async function claimJob(db: Kysely<Database>, name: string, everyMs: number, now: number): Promise<boolean> {
  const row = await db
    .insertInto("job_runs")
    .values({ name, due_at: now + everyMs })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ due_at: now + everyMs }).where("job_runs.due_at", "<=", now))
    .returning("name")
    .executeTakeFirst();
  return row !== undefined;
}

export async function sweepTold(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db.deleteFrom("shop_changes").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
