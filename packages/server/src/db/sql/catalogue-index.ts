import { nameSortKey, normalizeModelNumber, wordsOf, type Part } from "@shop/domain";
import type { Statement } from "better-sqlite3";
import type { SqliteConnection } from "./open.ts";
import type { Flag, PartSearchTable } from "./schema.ts";

/**
 * The catalogue's derived rows: each part's search row and the counts of visible parts per
 * category and brand, and of parts the storefront cannot show because their brand or category is
 * gone (migrations/0002-catalogue-reads.ts). Written beside the parts by write-changes.ts, and
 * built again from the parts by `rebuildCatalogueIndex` after an import or the migration that
 * added them.
 */

/** The text a search term is compared with: the part's name and its brand's, in lower case, as the domain's search has it. */
const searchName = (name: string, brandName: string | undefined) => `${name} ${brandName ?? ""}`.toLowerCase();

/** A part's row of the search index. */
export function partSearchRow(
  part: Pick<Part, "id" | "name" | "partNumber" | "supersedes" | "compatibility">,
  brandName: string | undefined,
): PartSearchTable {
  const name = searchName(part.name, brandName);
  return {
    rowid: part.id,
    name,
    words: wordList(name),
    codes: [part.partNumber, ...(part.supersedes ?? []), ...part.compatibility].map(normalizeModelNumber).join(" "),
  };
}

/** The words of a search name, each between spaces, so the index finds " word " whole. */
const wordList = (name: string) => ` ${wordsOf(name).join(" ")} `;

const vocabularies = new WeakMap<SqliteConnection, Statement>();

/** Adds the words of a search row to the catalogue's words (`part_words`), where typos are looked up. */
export function addWords(sqlite: SqliteConnection, row: Pick<PartSearchTable, "words">): void {
  let add = vocabularies.get(sqlite);
  if (!add) {
    add = sqlite.prepare("insert into part_words (word) values (?) on conflict do nothing");
    vocabularies.set(sqlite, add);
  }
  for (const word of row.words.split(" ")) if (word) add.run(word);
}

/** What of a part row decides where it is counted. */
export interface CountedPart {
  category_id: number;
  brand_id: number;
  hidden: Flag | null;
}

const statements = new WeakMap<SqliteConnection, { add: Statement; shown: Statement }>();

/**
 * Keeps the counts: `before` leaves, `after` arrives (either absent for an insert or a delete). A
 * part that is not hidden is counted in its category and brand when both exist (the storefront
 * shows it), else as an orphan.
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
  const same = before && after && before.category_id === after.category_id && before.brand_id === after.brand_id && before.hidden === after.hidden;
  if (same) return;
  for (const [row, by] of [[before, -1], [after, 1]] as const) {
    if (!row || row.hidden === 1) continue;
    if ((shown.get(row.brand_id, row.category_id) as { shown: number }).shown === 1) {
      add.run("category", row.category_id, by);
      add.run("brand", row.brand_id, by);
    } else {
      add.run("orphan", 0, by);
    }
  }
}

/** A visible part whose brand and category exist, as the counts select it. */
const SHOWN = "from parts p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id where coalesce(p.hidden, 0) = 0";
/** The statements that count the visible parts again from nothing (standard SQL: both engines run them). */
export const RECOUNT_STATEMENTS: readonly string[] = [
  "delete from part_counts",
  `insert into part_counts (kind, owner_id, parts) select 'category', p.category_id, count(*) ${SHOWN} group by p.category_id`,
  `insert into part_counts (kind, owner_id, parts) select 'brand', p.brand_id, count(*) ${SHOWN} group by p.brand_id`,
  `insert into part_counts (kind, owner_id, parts)
     select 'orphan', 0, count(*) from parts p
     where coalesce(p.hidden, 0) = 0
       and (not exists (select 1 from brands b where b.id = p.brand_id) or not exists (select 1 from categories c where c.id = p.category_id))`,
];

/** Counts every category's, brand's and the orphans' parts again. */
export function recountParts(sqlite: SqliteConnection): void {
  sqlite.exec(RECOUNT_STATEMENTS.map((statement) => `${statement};`).join("\n"));
}

export function reindexParts(sqlite: SqliteConnection, brandId?: number): void {
  const where = brandId === undefined ? "" : "where p.brand_id = ?";
  const parts = sqlite
    .prepare(
      `select p.id, p.name, b.name as brand,
         p.part_number_norm
           || coalesce(' ' || (select group_concat(s.part_number_norm, ' ') from part_supersedes s where s.part_id = p.id), '')
           || coalesce(' ' || (select group_concat(f.model_norm, ' ') from part_fits f where f.part_id = p.id), '') as codes
       from parts p left join brands b on b.id = p.brand_id ${where}`,
    )
    .raw()
    .all(...(brandId === undefined ? [] : [brandId])) as [number, string, string | null, string][];
  const remove = sqlite.prepare("delete from part_search where rowid = ?");
  const index = sqlite.prepare("insert into part_search (rowid, name, words, codes) values (?, ?, ?, ?)");
  for (const [id, name, brand, codes] of parts) {
    if (brandId !== undefined) remove.run(id);
    const text = searchName(name, brand ?? undefined);
    const words = wordList(text);
    index.run(id, text, words, codes);
    addWords(sqlite, { words });
  }
}

/**
 * Builds the derived rows again from the parts and their fits: every name key, the search index
 * and the counts. Synchronous; the caller holds a transaction.
 */
export function rebuildCatalogueIndex(sqlite: SqliteConnection): void {
  const setKey = sqlite.prepare("update parts set name_key = ? where id = ?");
  for (const [id, name] of sqlite.prepare("select id, name from parts").raw().all() as [number, string][]) setKey.run(nameSortKey(name), id);
  sqlite.exec("delete from part_search; delete from part_words;");
  reindexParts(sqlite);
  recountParts(sqlite);
}
