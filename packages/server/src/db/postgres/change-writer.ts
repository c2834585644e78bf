import type { Change, Collection } from "@shop/domain";
import { sql, type Transaction } from "kysely";
import { partSearchRow, RECOUNT_STATEMENTS, type CountedPart } from "../sql/catalogue-index.ts";
import { guideRow, partFitRow, partRow, partSupersedesRow, shopInfoRow, taxonomyRow } from "../sql/rows-catalogue.ts";
import { cartLineRow, catalogueChangeRow, contactMessageRow, emailRow, orderLineRow, orderRow, signupRow } from "../sql/rows-visitors.ts";
import type { Database } from "../sql/schema.ts";
import { StockShortError, type StockMove } from "../sql/write-changes.ts";

/**
 * The rules' changes written as rows on PostgreSQL, as `ChangeWriter` (sql/write-changes.ts) writes
 * them on SQLite: a put an upsert of its row with its nested rows replaced whole, a delete one row
 * (nested rows going by cascade), a stock move a conditional update, and the catalogue's derived
 * rows (search rows, words, counts: sql/catalogue-index.ts) kept beside the parts. Asynchronous, in
 * the caller's transaction. A new row's `position` follows the table's last (indexed on
 * PostgreSQL, migration 0008), read in the transaction.
 */

type Table = keyof Database;
type Trx = Transaction<Database>;

/** The collections whose records are one row each, with how that row is made. */
const ONE_ROW: Partial<Record<Collection, { table: Table; row: (record: never, position: number) => object }>> = {
  posts: { table: "guides", row: guideRow },
  cartItems: { table: "cart_lines", row: cartLineRow },
  contactMessages: { table: "contact_messages", row: contactMessageRow },
  newsletterSignups: { table: "newsletter_signups", row: signupRow },
  emails: { table: "emails", row: emailRow },
  catalogueChanges: { table: "catalogue_changes", row: catalogueChangeRow },
};

const TABLE_OF: Record<Collection, Table> = {
  categories: "categories", brands: "brands", products: "parts", posts: "guides", cartItems: "cart_lines", orders: "orders",
  contactMessages: "contact_messages", newsletterSignups: "newsletter_signups", emails: "emails", catalogueChanges: "catalogue_changes",
};

export class PostgresChangeWriter {
  /** Rows inserted, updated or deleted so far (nested rows removed by a cascade not counted). */
  rowsWritten = 0;

  /** Writes one batch of changes in `trx`; answers the stock moves it made. Throws StockShortError when a take finds too few on hand. */
  async write(trx: Trx, changes: readonly Change[]): Promise<StockMove[]> {
    const moves: StockMove[] = [];
    for (const change of changes) {
      if (change.op === "store") await this.upsert(trx, "shop_info", shopInfoRow(change.record));
      else if (change.op === "stock") {
        const move = await this.moveStock(trx, change.id, change.by);
        if (move) moves.push(move);
      } else if (change.op === "delete") {
        if (change.collection === "products") {
          await this.countMove(trx, await counted(trx, Number(change.id)), undefined);
          await this.deleteWhere(trx, "part_search", "rowid", Number(change.id));
        }
        await this.deleteWhere(trx, TABLE_OF[change.collection], "id", change.id);
      } else await this.put(trx, change);
    }
    return moves;
  }

  private async put(trx: Trx, change: Extract<Change, { op: "put" }>): Promise<void> {
    const simple = ONE_ROW[change.collection];
    if (simple) return this.upsert(trx, simple.table, simple.row(change.record as never, await this.position(trx, simple.table)) as never);
    switch (change.collection) {
      case "categories":
      case "brands": {
        const { record } = change;
        const before = await trx.selectFrom(change.collection).select("name").where("id", "=", record.id).executeTakeFirst();
        await this.upsert(trx, change.collection, taxonomyRow(record, await this.position(trx, change.collection)));
        // Parts that named it before it existed are shown from now on, so counted.
        if (!before) for (const statement of RECOUNT_STATEMENTS) await sql.raw(statement).execute(trx);
        // A brand's name is searched with its parts' names.
        if (change.collection === "brands" && before?.name !== record.name) await this.reindexBrand(trx, record.id);
        return;
      }
      case "products": {
        const part = change.record;
        const row = partRow(part, await this.position(trx, "parts"));
        await this.countMove(trx, await counted(trx, part.id), row);
        await this.upsert(trx, "parts", row);
        const brand = await trx.selectFrom("brands").select("name").where("id", "=", part.brandId).executeTakeFirst();
        await this.search(trx, partSearchRow(part, brand?.name));
        await this.deleteWhere(trx, "part_fits", "part_id", part.id);
        await this.insert(trx, "part_fits", part.compatibility.map((model, i) => partFitRow(part.id, model, i)));
        await this.deleteWhere(trx, "part_supersedes", "part_id", part.id);
        await this.insert(trx, "part_supersedes", (part.supersedes ?? []).map((number, i) => partSupersedesRow(part.id, number, i)));
        return;
      }
      case "orders": {
        const order = change.record;
        await this.upsert(trx, "orders", orderRow(order, await this.position(trx, "orders")));
        await this.deleteWhere(trx, "order_lines", "order_id", order.id);
        await this.insert(trx, "order_lines", order.items.map((line, i) => orderLineRow(order.id, line, i)));
        return;
      }
    }
  }

  /** A conditional update, so that of two writers taking the last unit only one succeeds (a part since removed is left alone). */
  private async moveStock(trx: Trx, id: number, by: number): Promise<StockMove | undefined> {
    const after = await trx
      .updateTable("parts")
      .set({ quantity_on_hand: sql`quantity_on_hand + ${by}` })
      .where("id", "=", id)
      .where(sql`quantity_on_hand + ${by}`, ">=", 0)
      .returning(["quantity_on_hand", "category_id", "brand_id"])
      .executeTakeFirst();
    if (!after) {
      if (await counted(trx, id)) throw new StockShortError(id, -by);
      return undefined;
    }
    this.rowsWritten += 1;
    const before = after.quantity_on_hand - by;
    return { id, categoryId: after.category_id, brandId: after.brand_id, crossedZero: before > 0 !== after.quantity_on_hand > 0 };
  }

  /** A part's search row replaced, and its words added to the catalogue's. */
  private async search(trx: Trx, row: ReturnType<typeof partSearchRow>): Promise<void> {
    await this.deleteWhere(trx, "part_search", "rowid", row.rowid);
    await this.insert(trx, "part_search", [row]);
    const words = [...new Set(row.words.split(" ").filter(Boolean))].map((word) => ({ word }));
    if (words.length > 0) await trx.insertInto("part_words").values(words).onConflict((conflict) => conflict.doNothing()).execute();
  }

  /** The search rows of a brand's parts made again with its new name. */
  private async reindexBrand(trx: Trx, brandId: number): Promise<void> {
    const parts = await trx
      .selectFrom("parts as p")
      .leftJoin("brands as b", "b.id", "p.brand_id")
      .select(["p.id", "p.name", "p.part_number", "b.name as brand"])
      .select((eb) => [
        eb.selectFrom("part_supersedes as s").select(sql<string[]>`array_agg(s.part_number order by s.position)`.as("numbers")).whereRef("s.part_id", "=", "p.id").as("supersedes"),
        eb.selectFrom("part_fits as f").select(sql<string[]>`array_agg(f.model order by f.position)`.as("models")).whereRef("f.part_id", "=", "p.id").as("compatibility"),
      ])
      .where("p.brand_id", "=", brandId)
      .execute();
    for (const part of parts) {
      const row = { id: part.id, name: part.name, partNumber: part.part_number, supersedes: part.supersedes ?? [], compatibility: part.compatibility ?? [] };
      await this.search(trx, partSearchRow(row, part.brand ?? undefined));
    }
  }

  /** Keeps the counts as sql/catalogue-index.ts `countMove` does: `before` leaves, `after` arrives. */
  private async countMove(trx: Trx, before: CountedPart | undefined, after: CountedPart | undefined): Promise<void> {
    if (before && after && before.category_id === after.category_id && before.brand_id === after.brand_id && before.hidden === after.hidden) return;
    for (const [row, by] of [[before, -1], [after, 1]] as const) {
      if (!row || row.hidden === 1) continue;
      const shown = await sql<{ shown: boolean }>`select exists (select 1 from brands where id = ${row.brand_id}) and exists (select 1 from categories where id = ${row.category_id}) as shown`.execute(trx);
      const owners: ["category" | "brand" | "orphan", number][] = shown.rows[0]?.shown ? [["category", row.category_id], ["brand", row.brand_id]] : [["orphan", 0]];
      for (const [kind, owner] of owners) {
        await trx
          .insertInto("part_counts")
          .values({ kind, owner_id: owner, parts: by })
          .onConflict((conflict) => conflict.columns(["kind", "owner_id"]).doUpdateSet({ parts: sql`part_counts.parts + excluded.parts` }))
          .execute();
      }
    }
  }

  private async position(trx: Trx, table: Table): Promise<number> {
    const row = await sql<{ next: number }>`select coalesce(max(position), -1) + 1 as next from ${sql.table(table)}`.execute(trx);
    return Number(row.rows[0]?.next ?? 0);
  }

  /** Inserts the row, or updates every column of the row with its id but the id and its position. */
  private async upsert(trx: Trx, table: Table, row: object): Promise<void> {
    const updated = Object.fromEntries(Object.keys(row).filter((c) => c !== "id" && c !== "position").map((c) => [c, sql.ref(`excluded.${c}`)]));
    const result = await trx
      .insertInto(table)
      .values(row as never)
      .onConflict((conflict) => conflict.column("id" as never).doUpdateSet(updated as never))
      .executeTakeFirst();
    this.rowsWritten += Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  private async insert(trx: Trx, table: Table, rows: readonly object[]): Promise<void> {
    if (rows.length === 0) return;
    const result = await trx.insertInto(table).values(rows as never).executeTakeFirst();
    this.rowsWritten += Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  private async deleteWhere(trx: Trx, table: Table, column: string, value: string | number): Promise<void> {
    const result = await trx.deleteFrom(table).where(sql.ref(column), "=", value).executeTakeFirst();
    this.rowsWritten += Number(result.numDeletedRows);
  }
}

/** Where a stored part is counted, if it is stored. */
const counted = (trx: Trx, id: number): Promise<CountedPart | undefined> =>
  trx.selectFrom("parts").select(["category_id", "brand_id", "hidden"]).where("id", "=", id).executeTakeFirst();
