import type { Part } from "../../catalogue/index.ts";
import type { ShopInfo } from "../../shop-info/index.ts";
import type { OrderRecord, OrderStatus } from "../types.ts";
import { orderCodes, type OrderCodes } from "./order-codes.ts";
import { isWaiting } from "../special-order.ts";

/** One line of a pick list: what to take off which shelf. */
export interface PickLine {
  productId: number;
  partNumber: string;
  name: string;
  quantity: number;
  /** The part's shelf or bin as the catalogue has it now; absent when it has none (or is gone). */
  bin?: string;
  /** Of `quantity`, how many are still on their way from the distributor (a special order): not on the shelf to pick yet. */
  waiting?: number;
}

/**
 * GET /api/staff/orders/{number}/pick-list: what the counter prints to pick an order: its lines
 * in shelf order (`byBin`), whom it is for, and its codes, so the sheet goes to the counter with
 * the parts and is scanned there.
 */
export interface PickListView {
  orderNumber: string;
  status: OrderStatus;
  name: string;
  phone: string;
  createdAt: string;
  lines: PickLine[];
  /** How many parts in all: the sum of the lines' quantities. */
  itemCount: number;
  codes: OrderCodes;
  /** The shop's name, for the sheet's head. */
  shopName: string;
}

/** GET /api/staff/pick-lists?day=: the pick lists of the orders placed that day (shop time) still waiting to be picked, oldest first. */
export interface PickListsView {
  day: string;
  lists: PickListView[];
}

/** The most pick lists printed in one go: a busy counter's day, well over. */
export const MAX_PICK_LISTS = 100;

/**
 * Shelf order: bins compared the way people read them ("A2" before "A10", letter case ignored),
 * lines with no bin last, then by part number, so the same order always prints the same way.
 */
export function byBin(a: PickLine, b: PickLine): number {
  if (a.bin !== undefined && b.bin === undefined) return -1;
  if (a.bin === undefined && b.bin !== undefined) return 1;
  const bins = a.bin !== undefined && b.bin !== undefined ? a.bin.localeCompare(b.bin, "en", { numeric: true, sensitivity: "base" }) : 0;
  return bins || a.partNumber.localeCompare(b.partNumber, "en", { numeric: true }) || a.productId - b.productId;
}

/** The pick list of `order`, its bins read from `parts` (the catalogue's records of its lines' parts). */
export function pickList(order: OrderRecord, parts: readonly Pick<Part, "id" | "bin">[], store: Pick<ShopInfo, "name">): PickListView {
  const bins = new Map(parts.map((part) => [part.id, part.bin]));
  const lines = order.items
    .map((line): PickLine => {
      const bin = bins.get(line.productId);
      const waiting = isWaiting(line) ? line.onOrder.quantity : 0;
      return { productId: line.productId, partNumber: line.partNumber, name: line.name, quantity: line.quantity, ...(bin ? { bin } : {}), ...(waiting > 0 ? { waiting } : {}) };
    })
    .sort(byBin);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    name: order.name,
    phone: order.phone,
    createdAt: order.createdAt,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    codes: orderCodes(order.orderNumber),
    shopName: store.name,
  };
}
