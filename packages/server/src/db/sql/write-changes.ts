import type { Change, Collection } from "@shop/domain";
import type { Statement } from "better-sqlite3";
import { addWords, countMove, partSearchRow, recountParts, reindexParts, type CountedPart } from "./catalogue-index.ts";
import type { SqliteConnection } from "./open.ts";
import { guideRow, partFitRow, partRow, partSupersedesRow, shopInfoRow, taxonomyRow } from "./rows-catalogue.ts";
import { cartLineRow, catalogueChangeRow, contactMessageRow, emailRow, orderLineRow, orderRow, signupRow } from "./rows-visitors.ts";
import type { Database } from "./schema.ts";

/**
 * The rules' changes (`put`, `delete`, `store`: whole records, absolute) written as rows: each put
 * an upsert of its row, and of its nested rows (a part's model fits and superseded numbers, an
 * order's lines) replaced as a whole; each delete one row, its nested rows going with it (foreign
 * keys on delete cascade). A change touches only its own rows, so its cost does not grow with the
 * catalogue. Synchronous: the caller runs a batch inside one transaction.
 */

type Table = keyof Database;

/** The table each collection's records are kept in. */
const TABLE_OF: Record<Collection, Table> = {
  categories: "categories",
  brands: "brands",
  products: "parts",
  posts: "guides",
  cartItems: "cart_lines",
  orders: "orders",
  contactMessages: "contact_messages",
  newsletterSignups: "newsletter_signups",
  emails: "emails",
  catalogueChanges: "catalogue_changes",
};

const quote = (name: string) => `"${name}"`;

/** A take of stock the database refused: the part has fewer on hand than asked. */
export class StockShortError extends Error {
  constructor(
    readonly partId: number,
    readonly quantity: number,
  ) {
    super(`Part ${partId} has fewer than ${quantity} on hand`);
    this.name = "StockShortError";
  }
}

/**
 * A part's stock moved by a write, with its category and brand, and whether it reached or left
 * zero (so in-stock listings and the popular order moved too).
 */
export interface StockMove {
  id: number;
  categoryId: number;
  brandId: number;
  crossedZero: boolean;
}

export class ChangeWriter {
  private readonly upserts = new Map<Table, Statement>();
  private readonly inserts = new Map<Table, Statement>();
  private readonly deletes = new Map<string, Statement>();
  /**
   * The next free `position` per table: new rows go after the last (schema.ts). Good while no
   * other process writes: the store forgets them when another one has (`forgetPositions`).
   */
  private readonly nextPosition = new Map<Table, number>();

  /** Rows inserted, updated or deleted so far (nested rows removed by a cascade not counted). */
  rowsWritten = 0;

  constructor(private readonly sqlite: SqliteConnection) {}

  /** Another process may have written rows since: the next position of each table is read again. */
  forgetPositions(): void {
    this.nextPosition.clear();
  }

  /** Writes one batch of changes; the caller wraps it in a transaction. Answers the stock moves it made. */
  write(changes: readonly Change[]): StockMove[] {
    const moves: StockMove[] = [];
    for (const change of changes) {
      if (change.op === "store") this.upsert("shop_info", shopInfoRow(change.record));
      else if (change.op === "stock") {
        const move = this.moveStock(change.id, change.by);
        if (move) moves.push(move);
      }
      else if (change.op === "delete") {
        if (change.collection === "products") this.forgetPart(Number(change.id));
        this.deleteWhere(TABLE_OF[change.collection], "id", change.id);
      } else this.put(change);
    }
    return moves;
  }

  private put(change: Extract<Change, { op: "put" }>): void {
    switch (change.collection) {
      case "categories":
      case "brands": {
        const { record } = change;
        const before = this.sqlite.prepare(`select name from ${change.collection} where id = ?`).get(record.id) as { name: string } | undefined;
        this.upsert(change.collection, taxonomyRow(record, this.position(change.collection)));
        // Parts that named it before it existed are shown from now on, so counted.
        if (!before) recountParts(this.sqlite);
        // A brand's name is searched with its parts' names.
        if (change.collection === "brands" && before?.name !== record.name) reindexParts(this.sqlite, record.id);
        return;
      }
      case "products": {
        const part = change.record;
        const row = partRow(part, this.position("parts"));
        countMove(this.sqlite, this.countedPart(part.id), row);
        this.upsert("parts", row);
        this.deleteWhere("part_search", "rowid", part.id);
        this.brandNameStatement ??= this.sqlite.prepare("select name from brands where id = ?");
        const brand = this.brandNameStatement.get(part.brandId) as { name: string } | undefined;
        const searched = partSearchRow(part, brand?.name);
        this.insert("part_search", searched);
        addWords(this.sqlite, searched);
        this.deleteWhere("part_fits", "part_id", part.id);
        part.compatibility.forEach((model, i) => this.insert("part_fits", partFitRow(part.id, model, i)));
        this.deleteWhere("part_supersedes", "part_id", part.id);
        part.supersedes?.forEach((number, i) => this.insert("part_supersedes", partSupersedesRow(part.id, number, i)));
        return;
      }
      case "posts":
        return this.upsert("guides", guideRow(change.record, this.position("guides")));
      case "cartItems":
        return this.upsert("cart_lines", cartLineRow(change.record, this.position("cart_lines")));
      case "orders": {
        const order = change.record;
        this.upsert("orders", orderRow(order, this.position("orders")));
        this.deleteWhere("order_lines", "order_id", order.id);
        order.items.forEach((line, i) => this.insert("order_lines", orderLineRow(order.id, line, i)));
        return;
      }
      case "contactMessages":
        return this.upsert("contact_messages", contactMessageRow(change.record, this.position("contact_messages")));
      case "newsletterSignups":
        return this.upsert("newsletter_signups", signupRow(change.record, this.position("newsletter_signups")));
      case "emails":
        return this.upsert("emails", emailRow(change.record, this.position("emails")));
      case "catalogueChanges":
        return this.upsert("catalogue_changes", catalogueChangeRow(change.record, this.position("catalogue_changes")));
    }
  }

  /**
   * The position a new row of `table` would take. An upsert of a row that exists keeps its own
   * (the statement does not update it), so only inserts use one up; a few numbers skipped by
   * updates leave gaps, which an ordering does not mind.
   */
  /**
   * Moves a part's quantity on hand, where enough is on hand: a conditional update, so that of two
   * writers taking the last unit only one succeeds. Throws (failing the write) when the part has
   * fewer than a take asks; a part since removed is left alone.
   */
  private moveStock(id: number, by: number): StockMove | undefined {
    this.stockStatement ??= this.sqlite.prepare(
      "update parts set quantity_on_hand = quantity_on_hand + @by where id = @id and quantity_on_hand + @by >= 0 returning quantity_on_hand, category_id, brand_id",
    );
    const after = this.stockStatement.get({ id, by }) as { quantity_on_hand: number; category_id: number; brand_id: number } | undefined;
    if (!after) {
      if (this.countedPart(id)) throw new StockShortError(id, -by);
      return undefined;
    }
    this.rowsWritten += 1;
    const before = after.quantity_on_hand - by;
    return { id, categoryId: after.category_id, brandId: after.brand_id, crossedZero: before > 0 !== after.quantity_on_hand > 0 };
  }
  private stockStatement: Statement | undefined;
  private brandNameStatement: Statement | undefined;

  /** Where a stored part is counted, if it is stored. */
  private countedPart(id: number): CountedPart | undefined {
    this.countedStatement ??= this.sqlite.prepare("select category_id, brand_id, hidden from parts where id = ?");
    return this.countedStatement.get(id) as CountedPart | undefined;
  }
  private countedStatement: Statement | undefined;

  /** A part about to be deleted leaves its counts and the search index. */
  private forgetPart(id: number): void {
    countMove(this.sqlite, this.countedPart(id), undefined);
    this.deleteWhere("part_search", "rowid", id);
  }

  private position(table: Table): number {
    let next = this.nextPosition.get(table);
    if (next === undefined) {
      const row = this.sqlite.prepare(`select coalesce(max(position), -1) + 1 as next from ${quote(table)}`).get() as { next: number };
      next = row.next;
    }
    this.nextPosition.set(table, next + 1);
    return next;
  }

  /** Inserts the row, or updates every column of the row with its id but the id and its position. */
  private upsert<T extends Table>(table: T, row: Database[T]): void {
    let statement = this.upserts.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      const updated = columns.filter((column) => column !== "id" && column !== "position");
      statement = this.sqlite.prepare(
        `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")}) ` +
          `on conflict (id) do update set ${updated.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(", ")}`,
      );
      this.upserts.set(table, statement);
    }
    this.rowsWritten += statement.run(row).changes;
  }

  private insert<T extends Table>(table: T, row: Database[T]): void {
    let statement = this.inserts.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      statement = this.sqlite.prepare(`insert into ${quote(table)} (${columns.map(quote).join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`);
      this.inserts.set(table, statement);
    }
    this.rowsWritten += statement.run(row).changes;
  }

  private deleteWhere(table: Table, column: string, value: string | number): void {
    const key = `${table}.${column}`;
    let statement = this.deletes.get(key);
    if (!statement) {
      statement = this.sqlite.prepare(`delete from ${quote(table)} where ${quote(column)} = ?`);
      this.deletes.set(key, statement);
    }
    this.rowsWritten += statement.run(value).changes;
  }
}
