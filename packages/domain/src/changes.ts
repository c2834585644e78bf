import type { MutableCollection, OrderRecord, ShopData } from "./types.ts";

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

/** Position of each id in a collection, built on first use and kept in step by applyChanges. */
const positions = new WeakMap<Row[], Map<string | number, number>>();
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

const orderKey = (sessionId: string, clientOrderNumber: string) => `${sessionId}\u0000${clientOrderNumber}`;

/** The order a session already placed under this client order number, if any. */
export function findOrderByClientNumber(
  data: Pick<ShopData, "orders">,
  sessionId: string,
  clientOrderNumber: string,
): OrderRecord | undefined {
  let map = orderKeys.get(data.orders);
  if (!map) {
    map = new Map(data.orders.map((o) => [orderKey(o.sessionId, o.clientOrderNumber), o]));
    orderKeys.set(data.orders, map);
  }
  return map.get(orderKey(sessionId, clientOrderNumber));
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
      if (change.collection === "orders") {
        const order = change.record as OrderRecord;
        orderKeys.get(data.orders)?.set(orderKey(order.sessionId, order.clientOrderNumber), order);
      }
    } else {
      const at = index.get(change.id);
      if (at === undefined) continue;
      rows.splice(at, 1);
      // Later rows moved up by one; rebuilding on next use is cheaper than fixing each now.
      positions.delete(rows);
      if (change.collection === "orders") orderKeys.delete(data.orders);
    }
  }
}
