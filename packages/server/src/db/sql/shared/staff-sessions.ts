import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Staff sessions as rows (`staff_sessions`, migration 0006), for the session store of staff sign-in
 * (staff-auth/session-store.ts). Each is found by a key the store derives from the session id (never
 * the id itself); a session past its end is answered as none, and swept away now and then.
 */
export interface SessionRows {
  /** The session's JSON, unless there is none or it has ended by `now` (ms since the epoch). */
  get(key: string, now: number): Promise<string | undefined>;
  /** Keeps the session's JSON until `expiresAt`, replacing what the key held. */
  set(key: string, data: string, expiresAt: number): Promise<void>;
  /** Moves the session's end on to `expiresAt` (nothing for a key with no row). */
  touch(key: string, expiresAt: number): Promise<void>;
  destroy(key: string): Promise<void>;
  /** Removes every session that ended by `now`; answers how many. */
  sweep(now: number): Promise<number>;
}

export function sqlSessionRows(db: Kysely<Database>): SessionRows {
  return {
    async get(key, now) {
      const row = await db.selectFrom("staff_sessions").select("data").where("id", "=", key).where("expires_at", ">", now).executeTakeFirst();
      return row?.data;
    },
    async set(key, data, expiresAt) {
      await db
        .insertInto("staff_sessions")
        .values({ id: key, data, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ data, expires_at: expiresAt }))
        .execute();
    },
    async touch(key, expiresAt) {
      await db.updateTable("staff_sessions").set({ expires_at: expiresAt }).where("id", "=", key).execute();
    },
    async destroy(key) {
      await db.deleteFrom("staff_sessions").where("id", "=", key).execute();
    },
    async sweep(now) {
      const result = await db.deleteFrom("staff_sessions").where("expires_at", "<=", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
