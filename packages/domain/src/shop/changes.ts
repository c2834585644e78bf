import type { CartItemRecord } from "../cart/index.ts";
import type { OrderLiveKind, OrderRecord } from "../orders/index.ts";
import type { ShopInfo } from "../shop-info/index.ts";
import { CATALOGUE_COLLECTIONS, type CatalogueCollection, type Collection, type ShopData, type ShopState } from "./data.ts";

/**
 * Every write is a list of changes. The rules produce them without touching the data; the mocks
 * apply them to memory, and the server applies them to memory and writes them to its database.
 * A put, a delete and a store change state the end result (a whole record, a removal, the whole
 * store record). A stock change moves a part's quantity on hand by an amount instead, so that an
 * order touches only the quantity, and the database takes stock off only where enough is on hand
 * (two orders for the last unit cannot both win).
 *
 * A put of an order may say what the back office's live inbox hears of it (`live`: a new order,
 * the customer's arrival); any other put of an order is heard as "changed" (orders/counter/live.ts).
 */
export type Change =
  | { [C in Collection]: { op: "put"; collection: C; record: ShopData[C][number]; live?: OrderLiveKind } }[Collection]
  | { op: "delete"; collection: Collection; id: string | number }
  /** Replaces the store record (tax rate, phone, hours...) as a whole. */
  | { op: "store"; record: ShopInfo }
  /**
   * Moves a part's quantity on hand by `by`: a negative amount takes stock (refused, failing the
   * whole write, where fewer are on hand), a positive one puts it back. A part since removed is
   * left alone.
   */
  | { op: "stock"; collection: "products"; id: number; by: number };

const catalogueCollections = new Set<string>(CATALOGUE_COLLECTIONS);

/** Whether a collection is one of the catalogue's (products, brands, categories, posts). */
export const isCatalogueCollection = (collection: string): collection is CatalogueCollection => catalogueCollections.has(collection);

/**
 * Whether `changes` change what catalogue answers and pages are made from: a catalogue collection
 * or the store record. Carts, orders, messages and sign-ups do not, so caches survive them.
 */
export function touchesCatalogue(changes: readonly Change[]): boolean {
  return changes.some((change) => change.op === "store" || isCatalogueCollection(change.collection));
}

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
/** Orders by the shop's order number. */
/** Order number -> position in the orders array (a position, not the record: see findOrderByNumber). */
const orderNumbers = new WeakMap<OrderRecord[], Map<string, number>>();
/**
 * Order numbers by the email they were placed with (lowercased), for the guest order limit per
 * email, and how many orders the index holds: an array that grew or shrank without applyChanges
 * is indexed again.
 */
const orderEmails = new WeakMap<OrderRecord[], { byEmail: Map<string, Set<string>>; size: number }>();
/** How many times applyChanges changed each catalogue array in place: what is derived from one is kept per generation. */
const generations = new WeakMap<Row[], number>();

/**
 * The generation of a catalogue array: it moves each time applyChanges changes the array, so
 * what was derived from it (catalogueOf) is known to be stale without copying the array.
 */
export const generationOf = (rows: readonly Row[]): number => generations.get(rows as Row[]) ?? 0;

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

const numberAt = (orders: OrderRecord[], map: Map<string, number>, orderNumber: string): OrderRecord | undefined => {
  const at = map.get(orderNumber);
  const order = at === undefined ? undefined : orders[at];
  return order?.orderNumber === orderNumber ? order : undefined;
};

/**
 * The order with this number (as the shop writes it: "TLH-20261122-7KQ4M"), if any: always the
 * row in the array now. The index keeps positions, checked on use, because orders change in place
 * and the server's page render bundles its own copy of this module over the same live arrays:
 * its index never hears of the server's writes, so a position that no longer holds the number,
 * or a miss after the array grew or shrank, counts the orders again.
 */
export function findOrderByNumber(data: Pick<ShopData, "orders">, orderNumber: string): OrderRecord | undefined {
  const { orders } = data;
  const known = orderNumbers.get(orders);
  const found = known && numberAt(orders, known, orderNumber);
  if (found || (known && known.size === orders.length && !known.has(orderNumber))) return found;
  const map = new Map(orders.map((o, i) => [o.orderNumber, i]));
  orderNumbers.set(orders, map);
  return numberAt(orders, map, orderNumber);
}

function emailsOf(orders: OrderRecord[]): Map<string, Set<string>> {
  let index = orderEmails.get(orders);
  if (!index || index.size !== orders.length) {
    const byEmail = new Map<string, Set<string>>();
    for (const order of orders) addTo(byEmail, order);
    index = { byEmail, size: orders.length };
    orderEmails.set(orders, index);
  }
  return index.byEmail;
}

function addTo(byEmail: Map<string, Set<string>>, order: OrderRecord): void {
  const email = order.email.toLowerCase();
  const numbers = byEmail.get(email);
  if (numbers) numbers.add(order.orderNumber);
  else byEmail.set(email, new Set([order.orderNumber]));
}

/** The orders placed with this email (any letter case), each as it is now, in no particular order. */
export function findOrdersByEmail(data: Pick<ShopData, "orders">, email: string): OrderRecord[] {
  const wanted = email.toLowerCase();
  const found: OrderRecord[] = [];
  for (const orderNumber of emailsOf(data.orders).get(wanted) ?? []) {
    const order = findOrderByNumber(data, orderNumber);
    if (order?.email.toLowerCase() === wanted) found.push(order);
  }
  return found;
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

/**
 * Applies changes to `data`, every collection in place. A catalogue collection's generation moves
 * once per call that changes it (however many changes it takes), which is what tells what was
 * derived from it (catalogueOf) that the catalogue moved on: an order that takes stock off one
 * part costs the same with 300 or 300,000 parts. A shop without `products`, `cartItems`, `orders`,
 * `emails`, `contactMessages`, `newsletterSignups` or `catalogueChanges` (the server's, which
 * keeps them in its database alone) skips the changes to them.
 */
export function applyChanges(
  data: ShopState & Partial<Pick<ShopData, "products" | "cartItems" | "orders" | "emails" | "contactMessages" | "newsletterSignups" | "catalogueChanges">>,
  changes: readonly Change[],
): void {
  /** The catalogue arrays this call already moved on a generation. */
  const moved = new Set<Row[]>();
  for (const change of changes) {
    if (change.op === "store") {
      data.store = change.record;
      continue;
    }
    const { collection } = change;
    if (isCatalogueCollection(collection)) {
      const rows = data[collection as CatalogueCollection] as Row[] | undefined;
      // A shop that keeps its parts in a database alone (the server's) holds none to change.
      if (!rows) continue;
      if (!moved.has(rows)) {
        generations.set(rows, generationOf(rows) + 1);
        moved.add(rows);
      }
      if (change.op === "stock") moveStock(rows as ShopData["products"], change.id, change.by);
      else applyToCatalogue(rows, change);
      continue;
    }
    if (change.op === "stock") continue;
    const rows = data[collection] as Row[] | undefined;
    if (!rows) continue;
    const index = positionsOf(rows);
    if (change.op === "put") {
      const added = !index.has(change.record.id);
      putRow(rows, index, change.record);
      if (change.collection === "cartItems") {
        const line = change.record;
        const carts = cartsBySession.get(rows as CartItemRecord[]);
        const ids = carts?.get(line.sessionId);
        if (ids) ids.add(line.id);
        else carts?.set(line.sessionId, new Set([line.id]));
      } else if (change.collection === "orders") {
        const order = change.record;
        const orders = rows as OrderRecord[];
        orderKeys.get(orders)?.set(orderKey(order.sessionId, order.clientOrderNumber), order);
        const at = index.get(order.id);
        if (at !== undefined) orderNumbers.get(orders)?.set(order.orderNumber, at);
        const emails = orderEmails.get(orders);
        if (emails && emails.size === orders.length - (added ? 1 : 0)) {
          addTo(emails.byEmail, order);
          emails.size = orders.length;
        }
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
      if (collection === "cartItems") {
        const line = removed as CartItemRecord;
        cartsBySession.get(rows as CartItemRecord[])?.get(line.sessionId)?.delete(line.id);
      } else if (collection === "orders") {
        const order = removed as OrderRecord;
        const orders = rows as OrderRecord[];
        orderKeys.get(orders)?.delete(orderKey(order.sessionId, order.clientOrderNumber));
        // The last order moved into the gap: the index is counted again at the next look-up.
        orderNumbers.delete(orders);
        const emails = orderEmails.get(orders);
        if (emails && emails.size === orders.length + 1) {
          emails.byEmail.get(order.email.toLowerCase())?.delete(order.orderNumber);
          emails.size = orders.length;
        }
      }
    }
  }
}

/** A stock change in memory: the part's record replaced by one with the new quantity. */
function moveStock(products: ShopData["products"], id: number, by: number): void {
  const at = positionsOf(products).get(id);
  const part = at === undefined ? undefined : products[at];
  if (at === undefined || !part) return;
  const quantityOnHand = part.quantityOnHand + by;
  if (quantityOnHand < 0) throw new Error(`Part ${id} has ${part.quantityOnHand} on hand, fewer than the ${-by} taken`);
  products[at] = { ...part, quantityOnHand };
}

/**
 * One change to a catalogue array this call owns. Unlike the written collections, the catalogue's
 * order is shown as stored (categories list in the order the shop gave them), so a removal keeps
 * the order of the rest.
 */
function applyToCatalogue(rows: Row[], change: Extract<Change, { op: "put" | "delete" }>): void {
  const index = positionsOf(rows);
  if (change.op === "put") {
    putRow(rows, index, change.record);
    return;
  }
  const at = index.get(change.id);
  if (at === undefined) return;
  rows.splice(at, 1);
  index.delete(change.id);
  for (let i = at; i < rows.length; i++) index.set((rows[i] as Row).id, i);
}

/** Replaces the row with the record's id, or adds the record at the end. */
function putRow(rows: Row[], index: Map<string | number, number>, record: Row): void {
  const at = index.get(record.id);
  if (at === undefined) {
    index.set(record.id, rows.length);
    rows.push(record);
  } else {
    rows[at] = record;
  }
}
