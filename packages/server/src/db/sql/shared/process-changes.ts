import type { Selectable } from "kysely";
import type { SqliteConnection } from "../open.ts";
import type { Database } from "../schema.ts";

/**
 * What each process on the database tells the others (migration 0007): `shop_changes`, the
 * commits that make what a process keeps in memory stale (the store record, categories, brands
 * and guides, and the answers and pages made from the catalogue), and `job_runs`, which process
 * runs each timed job. Written inside the writer's transaction, so a change is told exactly when it
 * is committed, in commit order (SQLite has one writer at a time, so `seq` never skips one that
 * commits later).
 */

/** A change as another process reads it: a commit to the catalogue or the store record, a stock move, or a whole import. */
type ProcessChange =
  | { seq: number; origin: string; kind: "catalogue" | "everything"; at: number }
  | { seq: number; origin: string; kind: "stock"; partId: number; categoryId: number; brandId: number; crossedZero: boolean; at: number };

type ChangeRow = Selectable<Database["shop_changes"]>;

const changeOf = (row: ChangeRow): ProcessChange =>
  row.kind === "stock"
    ? { seq: row.seq, origin: row.origin, kind: "stock", partId: row.part_id ?? 0, categoryId: row.category_id ?? 0, brandId: row.brand_id ?? 0, crossedZero: row.crossed_zero === 1, at: row.at }
    : { seq: row.seq, origin: row.origin, kind: row.kind === "everything" ? "everything" : "catalogue", at: row.at };

export interface ProcessChanges {
  /** Tells the others of a commit to the catalogue or the store record (inside the writer's transaction). */
  catalogue(origin: string, at: number): void;
  /** Tells the others of a stock move (inside the writer's transaction). */
  stock(origin: string, move: { id: number; categoryId: number; brandId: number; crossedZero: boolean }, at: number): void;
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
