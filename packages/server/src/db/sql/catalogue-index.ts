import { nameSortKey, normalizeModelNumber, type Part } from "@shop/domain";
import type { Statement } from "better-sqlite3";
import type { SqliteConnection } from "./open.ts";
import type { Flag, PartSearchTable } from "./schema.ts";

/**
 * The catalogue's derived rows: each part's search row and the count of visible parts per
 * category and brand (migration-0002-catalogue-reads.ts). Written beside the parts by
 * write-changes.ts, and built again from the parts by `rebuildCatalogueIndex` after an import or
 * the migration that added them.
 */

/** A part's row of the search index. */
export const partSearchRow = (part: Pick<Part, "id" | "name" | "partNumber" | "supersedes" | "compatibility">): PartSearchTable => ({
  rowid: part.id,
  name: part.name.toLowerCase(),
  codes: [part.partNumber, ...(part.supersedes ?? []), ...part.compatibility].map(normalizeModelNumber).join(" "),
});

/** What of a part row decides where it is counted. */
export interface CountedPart {
  category_id: number;
  brand_id: number;
  hidden: Flag | null;
}

const statements = new WeakMap<SqliteConnection, { add: Statement; shown: Statement }>();

/**
 * Keeps the counts of visible parts: `before` leaves, `after` arrives (either absent for an insert
 * or a delete). A part is counted, as the storefront shows it, when it is not hidden and its brand
 * and category exist.
 */
export function countMove(sqlite: SqliteConnection, before: CountedPart | undefined, after: CountedPart | undefined): void {
  let prepared = statements.get(sqlite);
  if (!prepared) {
    prepared = {
      add: sqlite.prepare(
        "insert into part_counts (kind, owner_id, parts) values (?, ?, ?) on conflict (kind, owner_id) do update set parts = parts + excluded.parts",
      ),
      shown: sqlite.prepare("select exists (select 1 from brands where id = ?) and exists (select 1 from categories where id = ?) as shown"),
    };
    statements.set(sqlite, prepared);
  }
  const { add, shown } = prepared;
  const counted = (row: CountedPart | undefined): row is CountedPart =>
    row !== undefined && row.hidden !== 1 && (shown.get(row.brand_id, row.category_id) as { shown: number }).shown === 1;
  const same = before && after && before.category_id === after.category_id && before.brand_id === after.brand_id && before.hidden === after.hidden;
  if (same) return;
  for (const [row, by] of [[before, -1], [after, 1]] as const) {
    if (!counted(row)) continue;
    add.run("category", row.category_id, by);
    add.run("brand", row.brand_id, by);
  }
}

/** Counts the visible parts of every category and brand again. */
export function recountParts(sqlite: SqliteConnection): void {
  sqlite.exec(
    `delete from part_counts;
     insert into part_counts (kind, owner_id, parts)
       select 'category', p.category_id, count(*) from parts p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
       where coalesce(p.hidden, 0) = 0 group by p.category_id;
     insert into part_counts (kind, owner_id, parts)
       select 'brand', p.brand_id, count(*) from parts p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
       where coalesce(p.hidden, 0) = 0 group by p.brand_id;`,
  );
}

/**
 * Builds the derived rows again from the parts and their fits: every name key, the search index
 * and the counts. Synchronous; the caller holds a transaction.
 */
export function rebuildCatalogueIndex(sqlite: SqliteConnection): void {
  sqlite.exec("delete from part_search;");
  const parts = sqlite
    .prepare(
      `select p.id, p.name,
         p.part_number_norm
           || coalesce(' ' || (select group_concat(s.part_number_norm, ' ') from part_supersedes s where s.part_id = p.id), '')
           || coalesce(' ' || (select group_concat(f.model_norm, ' ') from part_fits f where f.part_id = p.id), '') as codes
       from parts p`,
    )
    .raw()
    .all() as [number, string, string][];
  const setKey = sqlite.prepare("update parts set name_key = ? where id = ?");
  const index = sqlite.prepare("insert into part_search (rowid, name, codes) values (?, ?, ?)");
  for (const [id, name, codes] of parts) {
    setKey.run(nameSortKey(name), id);
    index.run(id, name.toLowerCase(), codes);
  }
  recountParts(sqlite);
}
