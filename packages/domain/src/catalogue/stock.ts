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

/** The answer's text when a part has fewer on hand than asked: "Only 2 of Dryer Idler Pulley (WP8547174) are in stock". */
export function shortageMessage(product: Pick<Part, "name" | "partNumber" | "quantityOnHand">): string {
  const { quantityOnHand: n } = product;
  return `Only ${n} of ${product.name} (${product.partNumber}) ${n === 1 ? "is" : "are"} in stock`;
}

/**
 * The refusal for asking `quantity` of a part with fewer on hand, if it is short (field productId,
 * as for a part out of stock); undefined when there are enough.
 */
export function stockShortage(
  product: Pick<Part, "name" | "partNumber" | "quantityOnHand">,
  quantity: number,
): ApiErrorBody | undefined {
  if (quantity <= product.quantityOnHand) return undefined;
  return { message: shortageMessage(product), field: "productId" };
}

/**
 * The changes that take `lines` off the stored parts, each a move of the part's quantity on hand.
 * Lines must already be checked against what is on hand. A move of a part that is gone changes
 * nothing where it is applied (memory or database), so no part need be read to make these.
 */
export function reserveStockChanges(lines: readonly StockLine[]): Change[] {
  return stockChanges(lines, -1);
}

/** The changes that put a cancelled order's `lines` back on the shelf. */
export function releaseStockChanges(lines: readonly StockLine[]): Change[] {
  return stockChanges(lines, 1);
}

type StockLine = { productId: number; quantity: number };

const stockChanges = (lines: readonly StockLine[], sign: 1 | -1): Change[] =>
  lines.map((line) => ({ op: "stock", collection: "products", id: line.productId, by: sign * line.quantity }));

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
