import { createHmac } from "node:crypto";
import session from "express-session";
import type { SessionRows } from "../db/index.ts";

/**
 * express-session's store over the database's session rows (db/sql/shared/staff-sessions.ts): the staff
 * sessions outlive a restart and are the same in every process on the database. No kept store
 * speaks both of the shop's engines through its query layer, and the interface is four calls, so
 * this adapter is the shop's own; express-session itself does the cookies, the ids and the saves.
 *
 * A row is found by a keyed hash of the session id (the key comes from the server's secret), so
 * the database never holds an id a cookie could be made from. A session ends `ttlMs` after its
 * last save or touch (every staff call touches it: `rolling`), on the real clock as the cookie's
 * maxAge is (the 12 hours after sign-in are staff-auth.ts's, on the server's clock); ended rows are
 * answered as none, and swept by a timed job (jobs/ended-rows.ts).
 */
export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly rows: SessionRows,
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {
    super();
  }

  private keyOf(sid: string): string {
    return createHmac("sha256", this.secret).update(`staff session\n${sid}`).digest("base64url");
  }

  private endOf(): number {
    return Date.now() + this.ttlMs;
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.rows.get(this.keyOf(sid), Date.now()).then(
      (data) => {
        if (data === undefined) return callback(null, null);
        let held: session.SessionData;
        try {
          held = JSON.parse(data) as session.SessionData;
        } catch {
          // A row that cannot be read is no session: its holder signs in again.
          return callback(null, null);
        }
        callback(null, held);
      },
      (error: unknown) => callback(error),
    );
  }

  override set(sid: string, held: session.SessionData, callback?: (err?: unknown) => void): void {
    this.rows.set(this.keyOf(sid), JSON.stringify(held), this.endOf()).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override touch(sid: string, _held: session.SessionData, callback?: () => void): void {
    // A touch that fails leaves the session to end a little sooner; the call it came with goes on.
    this.rows.touch(this.keyOf(sid), this.endOf()).then(
      () => callback?.(),
      () => callback?.(),
    );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.rows.destroy(this.keyOf(sid)).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}
