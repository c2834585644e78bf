import type { ShopReads, ShopState } from "@shop/domain";
import type { Kysely } from "kysely";
import { sqlCatalogueReads } from "./sql/catalogue-reads.ts";
import { sqlCartReads } from "./sql/cart-reads.ts";
import { sqlOrderReads } from "./sql/order-reads.ts";
import { sqlInboxReads } from "./sql/inbox-reads.ts";
import { sqlHistoryReads } from "./sql/history-reads.ts";
import type { Database } from "./sql/schema.ts";
import { errorMessage } from "./store-format.ts";
import type { StoreLogLevel } from "./store-api.ts";

/**
 * What both stores (SQLite's store.ts, PostgreSQL's postgres/store.ts) keep beside the database
 * alike: the rules' questions answered in SQL, and the memory of the store record, categories,
 * brands and guides with the data version and the editions that say when what was made from
 * them is stale.
 */

/** The rules' questions, in SQL on `db` (either engine). */
export const sqlShopReads = (db: Kysely<Database>): ShopReads => ({
  catalogue: sqlCatalogueReads(db),
  carts: sqlCartReads(db),
  orders: sqlOrderReads(db),
  inbox: sqlInboxReads(db),
  history: sqlHistoryReads(db),
});

export interface ShopMemory {
  readonly version: number;
  readonly editions: number;
  readonly catalogueChangedAt: Date | undefined;
  /** The memory being read again (after a failed write, or another process's change); undefined while it is current. */
  readonly reloading: Promise<void> | undefined;
  /** A change to the catalogue or the store record at `at`: every answer and page made from them is stale. */
  catalogueMoved(at: Date): void;
  /** What was answered from a write that failed is stale. */
  stale(): void;
  /** Reads memory again from the database (after anything already reading it); `why` is logged. */
  reload(why?: string): Promise<void>;
}

export function shopMemory(data: ShopState, read: () => Promise<ShopState>, where: string, log: (line: string, level?: StoreLogLevel) => void): ShopMemory {
  let version = 1;
  let editions = 1;
  let catalogueChangedAt: Date | undefined;
  let reloading: Promise<void> | undefined;
  return {
    get version() {
      return version;
    },
    get editions() {
      return editions;
    },
    get catalogueChangedAt() {
      return catalogueChangedAt;
    },
    get reloading() {
      return reloading;
    },
    catalogueMoved(at) {
      version++;
      editions++;
      catalogueChangedAt = at;
    },
    stale() {
      version++;
      editions++;
    },
    reload(why) {
      const run: Promise<void> = (reloading ?? Promise.resolve())
        .then(read)
        .then((fresh) => {
          Object.assign(data, fresh);
          if (why) log(`store: read the shop again from ${where} ${why}`, "warn");
        })
        .catch((error: unknown) => log(`store: could not read ${where} again: ${errorMessage(error)}`, "error"))
        .finally(() => {
          if (reloading === run) reloading = undefined;
        });
      reloading = run;
      return run;
    },
  };
}
