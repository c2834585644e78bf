import { byAdded, type CartReads } from "@shop/domain";
import type { Kysely } from "kysely";
import { cartLineOf } from "./rows-visitors.ts";
import type { Database } from "./schema.ts";

/**
 * The carts' questions (`CartReads`) answered with SQL: a session's lines from the
 * `cart_lines_by_session` index, the abandoned carts by each session's newest line. The order of
 * a session's lines is the domain's (`byAdded`), so both answer alike.
 */
export function sqlCartReads(db: Kysely<Database>): CartReads {
  return {
    async lines(sessionId) {
      const rows = await db.selectFrom("cart_lines").selectAll().where("session_id", "=", sessionId).execute();
      return rows.map(cartLineOf).sort(byAdded);
    },
    async abandoned(before) {
      const rows = await db
        .selectFrom("cart_lines")
        .selectAll()
        .where("session_id", "in", (eb) => eb.selectFrom("cart_lines").select("session_id").groupBy("session_id").having((h) => h.fn.max("added_at"), "<", before))
        .execute();
      return rows.map(cartLineOf).sort(byAdded);
    },
  };
}
