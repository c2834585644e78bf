import type { CartItemRecord, MutableCollection, OrderRecord, ShopData } from "./types.ts";

/**
 * Every write the API makes is a list of changes. The rules produce them without touching the data;
 * the mocks apply them to memory and the server applies them and appends them to its journal.
 * Each change states the end result (a whole record, or a removal), so applying one twice gives
 * the same data: a journal replayed over a snapshot that already holds it does no harm.
 */
export type Change =
  | { op: "put"; collection: MutableCollection; record: { id: string | number } }
  | { op: "delete"; collection: MutableCollection; id: string | number };

type Row = { id: string | number };

/**
 * Indexes over the written collections, built on first use and kept in step by applyChanges, so
 * that a cart or order call costs the same with 20 or 20,000 stored rows.
 */
/** Position of each id in its collection. */
const positions = new WeakMap<Row[], Map<string | number, number>>();
/** Each session's cart line ids. */
const cartsBySession = new WeakMap<CartItemRecord[], Map<string, Set<string>>>();
/** Orders by session and client order number, for idempotent order posts. */
const orderKeys = new WeakMap<OrderRecord[], Map<string, OrderRecord>>();

function positionsOf(rows: Row[]): Map<string | number, number> {
  let map = positions.get(rows);
  if (!map) {
    map = new Map(rows.map((row, i) => [row.id, i]));
    positions.set(rows, map);
  }
  return map;
}

function cartsOf(rows: CartItemRecord[]): Map<string, Set<string>> {
  let map = cartsBySession.get(rows);
  if (!map) {
    map = new Map();
    for (const row of rows) {
      const ids = map.get(row.sessionId);
      if (ids) ids.add(row.id);
      else map.set(row.sessionId, new Set([row.id]));
    }
    cartsBySession.set(rows, map);
  }
  return map;
}

function ordersByKey(orders: OrderRecord[]): Map<string, OrderRecord> {
  let map = orderKeys.get(orders);
  if (!map) {
    map = new Map(orders.map((o) => [orderKey(o.sessionId, o.clientOrderNumber), o]));
    orderKeys.set(orders, map);
  }
  return map;
}

const orderKey = (sessionId: string, clientOrderNumber: string) => `${sessionId}\u0000${clientOrderNumber}`;

/** The record with this id, if the collection holds one. */
export function findRecord<T extends Row>(rows: T[], id: string | number): T | undefined {
  const at = positionsOf(rows).get(id);
  return at === undefined ? undefined : rows[at];
}

/** A session's cart lines, oldest first. */
export function cartRecordsOf(data: Pick<ShopData, "cartItems">, sessionId: string): CartItemRecord[] {
  const ids = cartsOf(data.cartItems).get(sessionId);
  if (!ids) return [];
  const records: CartItemRecord[] = [];
  for (const id of ids) {
    const record = findRecord(data.cartItems, id);
    if (record) records.push(record);
  }
  return records.sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id));
}

/** The order a session already placed under this client order number, if any. */
export function findOrderByClientNumber(
  data: Pick<ShopData, "orders">,
  sessionId: string,
  clientOrderNumber: string,
): OrderRecord | undefined {
  return ordersByKey(data.orders).get(orderKey(sessionId, clientOrderNumber));
}

/** Applies changes to `data` in place. */
export function applyChanges(data: Pick<ShopData, MutableCollection>, changes: readonly Change[]): void {
  for (const change of changes) {
    const rows = data[change.collection] as Row[];
    const index = positionsOf(rows);
    if (change.op === "put") {
      const at = index.get(change.record.id);
      if (at === undefined) {
        index.set(change.record.id, rows.length);
        rows.push(change.record);
      } else {
        rows[at] = change.record;
      }
      if (change.collection === "cartItems") {
        const line = change.record as CartItemRecord;
        const carts = cartsBySession.get(data.cartItems);
        const ids = carts?.get(line.sessionId);
        if (ids) ids.add(line.id);
        else carts?.set(line.sessionId, new Set([line.id]));
      } else if (change.collection === "orders") {
        const order = change.record as OrderRecord;
        orderKeys.get(data.orders)?.set(orderKey(order.sessionId, order.clientOrderNumber), order);
      }
    } else {
      const at = index.get(change.id);
      if (at === undefined) continue;
      const removed = rows[at] as Row;
      // Move the last row into the gap: O(1), where splicing would shift every later row. Rows
      // are kept in no particular order; readers sort what they show.
      const last = rows.pop() as Row;
      index.delete(change.id);
      if (last !== removed) {
        rows[at] = last;
        index.set(last.id, at);
      }
      if (change.collection === "cartItems") {
        const line = removed as CartItemRecord;
        cartsBySession.get(data.cartItems)?.get(line.sessionId)?.delete(line.id);
      } else if (change.collection === "orders") {
        const order = removed as OrderRecord;
        orderKeys.get(data.orders)?.delete(orderKey(order.sessionId, order.clientOrderNumber));
      }
    }
  }
}
