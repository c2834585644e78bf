import { BUSY_TIMEOUT_MS, type SqliteConnection } from "./open.ts";

/**
 * The database's write lock, taken without stopping the event loop. SQLite lets one connection
 * write at a time; a connection that waits for the lock inside SQLite (its busy timeout) holds up
 * its whole process meanwhile, pages and answers included. So the store asks for the lock with no
 * wait at all and, while another process holds it, asks again after a short pause on a timer,
 * answering everything else in between.
 */

const isBusy = (error: unknown) => (error as { code?: string }).code?.startsWith("SQLITE_BUSY") ?? false;

export interface WriteLock {
  /** Opens a write transaction now when the lock is free (or one is open already); false while another process holds it. */
  tryBegin(): boolean;
  /** Opens a write transaction, waiting (on timers) while another process holds the lock; rejects after the busy timeout. */
  begin(): Promise<void>;
}

export function writeLock(sqlite: SqliteConnection): WriteLock {
  function tryBegin(): boolean {
    if (sqlite.inTransaction) return true;
    sqlite.pragma("busy_timeout = 0");
    try {
      sqlite.exec("BEGIN IMMEDIATE");
      return true;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    } finally {
      sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }
  async function begin(): Promise<void> {
    const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
    let pause = 1;
    while (!tryBegin()) {
      if (Date.now() >= giveUpAt) throw new Error(`the database stayed locked by another process for ${BUSY_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 4);
    }
  }
  return { tryBegin, begin };
}
