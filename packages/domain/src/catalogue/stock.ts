import type { ApiErrorBody } from "../kernel/types.ts";
import type { Change } from "../shop/index.ts";
import type { Part } from "./types.ts";

/**
 * Stock on hand (docs/product.md, Rules, Stock on hand): each part carries how many the shop has;
 * a cart line or an order may not ask for more, a placed order takes its quantities off, and a
 * cancelled order puts them back.
 */

/** A part is in stock while at least one is on hand; the wire's `inStock` is this, never stored. */
export function isInStock(product: Pick<Part, "quantityOnHand">): boolean {
  return product.quantityOnHand > 0;
}

/**
 * Whether a part can be ordered now: in stock, or a special order (docs/product.md, Rules,
 * Special orders), whose missing units are ordered from the distributor.
 */
export function isOrderable(product: Pick<Part, "quantityOnHand" | "specialOrderDays">): boolean {
  return isInStock(product) || product.specialOrderDays !== undefined;
}

/** The answer's text when a part has fewer on hand than asked: "Only 2 of Dryer Idler Pulley (WP8547174) are in stock". */
export function shortageMessage(product: Pick<Part, "name" | "partNumber" | "quantityOnHand">): string {
  const { quantityOnHand: n } = product;
  return `Only ${n} of ${product.name} (${product.partNumber}) ${n === 1 ? "is" : "are"} in stock`;
}

/**
 * The refusal for asking `quantity` of a part with fewer on hand, if it is short (field productId,
 * as for a part out of stock); undefined when there are enough, or when the part is a special
 * order, whose missing units are ordered.
 */
export function stockShortage(
  product: Pick<Part, "name" | "partNumber" | "quantityOnHand" | "specialOrderDays">,
  quantity: number,
): ApiErrorBody | undefined {
  if (quantity <= product.quantityOnHand || product.specialOrderDays !== undefined) return undefined;
  return { message: shortageMessage(product), field: "productId" };
}

/**
 * The changes that take `lines` off the stored parts, each a move of the part's quantity on hand:
 * a line's units on order from the distributor are not on the shelf, so only the rest is taken.
 * Lines must already be checked against what is on hand. A move of a part that is gone changes
 * nothing where it is applied (memory or database), so no part need be read to make these.
 */
export function reserveStockChanges(lines: readonly StockLine[]): Change[] {
  return stockChanges(lines.map((line) => [line.productId, -(line.quantity - (line.onOrder?.quantity ?? 0))]));
}

/**
 * The changes that put a cancelled order's `lines` back on the shelf: what came off it, and units
 * that arrived from the distributor for it; units still on their way never were on the shelf.
 */
export function releaseStockChanges(lines: readonly StockLine[]): Change[] {
  return stockChanges(
    lines.map((line) => [line.productId, line.quantity - (line.onOrder && line.onOrder.arrivedAt === undefined ? line.onOrder.quantity : 0)]),
  );
}

/** An order line as stock sees it: its part, its units, and those ordered from the distributor. */
type StockLine = { productId: number; quantity: number; onOrder?: { quantity: number; arrivedAt?: string } };

const stockChanges = (moves: readonly (readonly [number, number])[]): Change[] =>
  moves.filter(([, by]) => by !== 0).map(([id, by]) => ({ op: "stock", collection: "products", id, by }));

/**
 * A part record as stored by an older version, which kept only a yes/no `inStock`: such a part
 * gets a quantity of 1 when it was in stock and 0 when not, since "in stock" promised no more than
 * one. The flag itself is dropped. A record that has a quantity is returned as it is.
 */
export function upgradePartRecord(record: Record<string, unknown>): Record<string, unknown> {
  if (typeof record.quantityOnHand === "number" || !("inStock" in record)) return record;
  const { inStock, ...rest } = record;
  return { ...rest, quantityOnHand: inStock === true ? 1 : 0 };
}
