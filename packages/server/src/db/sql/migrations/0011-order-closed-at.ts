import type { Kysely, Migration } from "kysely";
import { closingEvent, type OrderEvent, type OrderStatus } from "@shop/domain";

/**
 * When an order was closed (picked up or cancelled), as a column with an index: the day report
 * (`OrderReads.dayActivity`) reads a day's closed orders without reading every order's history.
 * NULL while an order is open. The orders closed before this migration get theirs from their
 * history, in the code, the same on SQLite and PostgreSQL.
 */
export const orderClosedAtSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("orders").addColumn("closed_at", "text").execute();
    await db.schema.createIndex("orders_by_closed_at").on("orders").column("closed_at").execute();
    const orders = db as unknown as Kysely<{ orders: { id: number; status: OrderStatus; history: string | null; closed_at: string | null } }>;
    const closed = await orders.selectFrom("orders").select(["id", "status", "history"]).where("status", "in", ["picked-up", "cancelled"]).execute();
    for (const row of closed) {
      const history = row.history === null ? undefined : (JSON.parse(row.history) as OrderEvent[]);
      const at = closingEvent({ status: row.status, history })?.at;
      if (at) await orders.updateTable("orders").set({ closed_at: at }).where("id", "=", row.id).execute();
    }
  },
};
