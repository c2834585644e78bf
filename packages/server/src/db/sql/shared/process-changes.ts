import type { Selectable } from "kysely";
import type { OrderLiveEvent } from "@shop/domain";
import type { SqliteConnection } from "../open.ts";
import type { Database } from "../schema.ts";

/**
 * What each process on the database tells the others (migration 0007): `shop_changes`, the
 * commits that make what a process keeps in memory stale (the store record, categories, brands
 * and guides, and the answers and pages made from the catalogue), and `job_runs`, which process
 * runs each timed job. Written inside the writer's transaction, so a change is told exactly when it
 * is committed, in commit order (SQLite has one writer at a time, so `seq` never skips one that
 * commits later). A put of an order is told too ("order-…", migration 0012), for the back office's
 * live inbox alone: no process keeps orders in memory.
 */

/** A change as another process reads it: a commit to the catalogue or the store record, a stock move, a whole import, or an order put (nothing to follow). */
type ProcessChange =
  | { seq: number; origin: string; kind: "catalogue" | "everything" | "order"; at: number }
  | { seq: number; origin: string; kind: "stock"; partId: number; categoryId: number; brandId: number; crossedZero: boolean; at: number };

type ChangeRow = Selectable<Database["shop_changes"]>;

const changeOf = (row: ChangeRow): ProcessChange =>
  row.kind === "stock"
    ? { seq: row.seq, origin: row.origin, kind: "stock", partId: row.part_id ?? 0, categoryId: row.category_id ?? 0, brandId: row.brand_id ?? 0, crossedZero: row.crossed_zero === 1, at: row.at }
    : { seq: row.seq, origin: row.origin, kind: row.kind === "everything" ? "everything" : row.kind.startsWith(ORDER_KIND) ? "order" : "catalogue", at: row.at };

/** The kinds of an order's put begin so: "order-placed", "order-arrived", "order-changed". */
export const ORDER_KIND = "order-";

/** An order put as the live inbox reads it, with its place among the told changes. */
export type ToldOrderEvent = OrderLiveEvent & { seq: number };

/** How many order events one read answers at most: a stream that fell further behind reads again. */
export const ORDER_EVENTS_PAGE = 500;

/** The told order events of `rows`, in their order. */
export function toldOrderEvents(rows: readonly Pick<ChangeRow, "seq" | "kind" | "order_number">[]): ToldOrderEvent[] {
  return rows.map((row) => ({ seq: Number(row.seq), kind: row.kind.slice(ORDER_KIND.length) as OrderLiveEvent["kind"], orderNumber: row.order_number ?? "" }));
}

export interface ProcessChanges {
  /** Tells the others of a commit to the catalogue or the store record (inside the writer's transaction). */
  catalogue(origin: string, at: number): void;
  /** Tells the others of a stock move (inside the writer's transaction). */
  stock(origin: string, move: { id: number; categoryId: number; brandId: number; crossedZero: boolean }, at: number): void;
  /** Tells the live inbox of an order put (inside the writer's transaction). */
  order(origin: string, event: OrderLiveEvent, at: number): void;
  /** The order puts told after `seq`, in commit order, ORDER_EVENTS_PAGE at most. */
  orderEvents(seq: number): ToldOrderEvent[];
  /** The changes after `seq`, in commit order. */
  since(seq: number): ProcessChange[];
  /** The newest change's seq, swept or not (0 for none). */
  latest(): number;
  /** Removes the changes told before `before` (ms since the epoch); answers how many. */
  sweep(before: number): number;
}

export function sqliteProcessChanges(sqlite: SqliteConnection): ProcessChanges {
  const insert = sqlite.prepare<[{ origin: string; kind: string; part_id: number | null; category_id: number | null; brand_id: number | null; crossed_zero: number | null; at: number }]>(
    "insert into shop_changes (origin, kind, part_id, category_id, brand_id, crossed_zero, at) values (@origin, @kind, @part_id, @category_id, @brand_id, @crossed_zero, @at)",
  );
  const insertOrder = sqlite.prepare<[{ origin: string; kind: string; order_number: string; at: number }]>(
    "insert into shop_changes (origin, kind, order_number, at) values (@origin, @kind, @order_number, @at)",
  );
  const orderEvents = sqlite.prepare<[number, string, number], Pick<ChangeRow, "seq" | "kind" | "order_number">>(
    "select seq, kind, order_number from shop_changes where seq > ? and kind like ? order by seq limit ?",
  );
  const since = sqlite.prepare<[number], ChangeRow>("select * from shop_changes where seq > ? order by seq");
  // The last seq handed out, kept by SQLite even once its row is swept.
  const latest = sqlite.prepare<[], number>("select coalesce((select seq from sqlite_sequence where name = 'shop_changes'), 0)").pluck();
  const sweep = sqlite.prepare<[number]>("delete from shop_changes where at < ?");
  return {
    catalogue(origin, at) {
      insert.run({ origin, kind: "catalogue", part_id: null, category_id: null, brand_id: null, crossed_zero: null, at });
    },
    stock(origin, move, at) {
      insert.run({ origin, kind: "stock", part_id: move.id, category_id: move.categoryId, brand_id: move.brandId, crossed_zero: move.crossedZero ? 1 : 0, at });
    },
    order(origin, event, at) {
      insertOrder.run({ origin, kind: ORDER_KIND + event.kind, order_number: event.orderNumber, at });
    },
    orderEvents: (seq) => toldOrderEvents(orderEvents.all(seq, `${ORDER_KIND}%`, ORDER_EVENTS_PAGE)),
    since: (seq) => since.all(seq).map(changeOf),
    latest: () => latest.get() ?? 0,
    sweep: (before) => sweep.run(before).changes,
  };
}

/**
 * Tells the others a whole import replaced the shop (npm run db -- import), inside the import's
 * transaction: every process reads its memory again and drops everything it made from the old shop.
 */
export function tellEverythingChanged(sqlite: SqliteConnection, origin: string): void {
  sqlite.prepare("insert into shop_changes (origin, kind, at) values (?, 'everything', ?)").run(origin, Date.now());
}

/**
 * Which process runs a timed job: `claim` moves the job's next due time on and answers true when
 * it was due (or never run), false when another process already ran it in this period. Run inside
 * a write, so two processes asking at once are answered one after the other.
 */
export function sqliteJobRuns(sqlite: SqliteConnection): { claim(name: string, everyMs: number, now: number): boolean } {
  const claim = sqlite.prepare<[{ name: string; due: number; now: number }], { name: string }>(
    `insert into job_runs (name, due_at) values (@name, @due)
     on conflict (name) do update set due_at = excluded.due_at where job_runs.due_at <= @now
     returning name`,
  );
  return { claim: (name, everyMs, now) => claim.get({ name, due: now + everyMs, now }) !== undefined };
}
