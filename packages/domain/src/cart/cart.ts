import { getPart, isOrderable, type PartView, stockShortage, summarizePart } from "../catalogue/index.ts";
import { MAX_QUANTITY } from "../kernel/limits.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import { cartRecordsOf, type Change } from "../shop/index.ts";
import type { ShopData, ShopReads } from "../shop/index.ts";
import { quantityPerLineRefusal } from "../shop-info/index.ts";
import type { CartItem, CartItemRecord } from "./types.ts";

/**
 * Cart rules. A cart is the lines of one guest session. The server owns prices: a line always
 * shows and charges the product's current price; the client sends only a product and a quantity.
 */

/**
 * The parts a cart rule may show: asked for beforehand (`cartOf`) as `parts`, or found in a
 * whole catalogue in memory (the domain's own tests).
 */
type CartParts = { parts: ReadonlyMap<number, PartView> } | Pick<ShopData, "products" | "brands" | "categories">;

/**
 * The session's lines a cart rule reads: asked for beforehand (`cartOf`) as `lines`, oldest
 * first, or found among every line in memory (the domain's own tests).
 */
type CartLines = { lines: readonly CartItemRecord[] } | Pick<ShopData, "cartItems">;

export type CartData = CartLines & CartParts;

/** A visible part the rule was given, or undefined. */
const partOf = (data: CartParts, id: number): PartView | undefined => ("parts" in data ? data.parts.get(id) : getPart(data, id));

/** The session's lines the rule was given, oldest first. */
const linesOf = (data: CartLines, sessionId: string): readonly CartItemRecord[] => ("lines" in data ? data.lines : cartRecordsOf(data, sessionId));

/**
 * What a cart rule reads, asked in two questions: the session's lines, and the visible parts of
 * those lines and of `more` (a part being added).
 */
export async function cartOf(
  reads: ShopReads,
  sessionId: string,
  more: readonly number[] = [],
): Promise<{ lines: CartItemRecord[]; parts: ReadonlyMap<number, PartView> }> {
  const lines = await reads.carts.lines(sessionId);
  const ids = [...new Set([...lines.map((line) => line.productId), ...more])];
  return { lines, parts: new Map((await reads.catalogue.partsByIds(ids)).map((part) => [part.id, part])) };
}

/** What adding to a cart line or raising it reads besides the cart: the store record's limits. */
type CartWriteData = CartData & Pick<ShopData, "store">;

export interface CartLine {
  record: CartItemRecord;
  product: PartView;
}

/** The session's lines whose product still exists, oldest first. */
export function cartLines(data: CartData, sessionId: string): CartLine[] {
  const lines: CartLine[] = [];
  for (const record of linesOf(data, sessionId)) {
    const product = partOf(data, record.productId);
    if (product) lines.push({ record, product });
  }
  return lines;
}

export function toCartItem({ record, product }: CartLine): CartItem {
  return {
    id: record.id,
    productId: record.productId,
    quantity: record.quantity,
    unitPrice: product.price,
    product: summarizePart(product),
  };
}

export function cartView(data: CartData, sessionId: string): CartItem[] {
  return cartLines(data, sessionId).map(toCartItem);
}

const notFound = (): RuleResult<never> => ({ ok: false, status: 404, error: { message: "Cart item not found" } });

/**
 * Adds a product; adding one already in the cart raises that line's quantity. A part out of stock,
 * or a line that would hold more than is on hand, is refused with 409 (field productId), unless
 * the part is a special order (its missing units are ordered when the order is placed); a line
 * that would hold more than the store record's quantity per line, with 409 naming that limit.
 */
export function addToCart(
  data: CartWriteData,
  sessionId: string,
  input: { productId: number; quantity?: number },
  ctx: { now: Date; newId(): string },
): RuleResult<CartItem> {
  const product = partOf(data, input.productId);
  if (!product) {
    return { ok: false, status: 404, error: { message: `Product ${input.productId} not found`, field: "productId" } };
  }
  if (!isOrderable(product)) {
    return {
      ok: false,
      status: 409,
      error: { message: `${product.name} (${product.partNumber}) is out of stock`, field: "productId" },
    };
  }
  const adding = input.quantity ?? 1;
  const existing = linesOf(data, sessionId).find((i) => i.productId === product.id);
  const quantity = (existing?.quantity ?? 0) + adding;
  if (quantity > MAX_QUANTITY) {
    return {
      ok: false,
      status: 400,
      error: {
        message: `quantity must be from 1 to ${MAX_QUANTITY}; the cart already holds ${existing?.quantity ?? 0} of this part`,
        field: "quantity",
      },
    };
  }
  const short = stockShortage(product, quantity);
  if (short) return { ok: false, status: 409, error: short };
  const overLimit = quantityPerLineRefusal(data.store, product, quantity);
  if (overLimit) return { ok: false, status: 409, error: overLimit };
  const record: CartItemRecord = existing
    ? { ...existing, quantity, unitPrice: product.price }
    : {
        id: ctx.newId(),
        sessionId,
        productId: product.id,
        quantity,
        unitPrice: product.price,
        addedAt: ctx.now.toISOString(),
      };
  return {
    ok: true,
    status: existing ? 200 : 201,
    value: toCartItem({ record, product }),
    changes: [{ op: "put", collection: "cartItems", record }],
  };
}

/**
 * Sets a line's quantity (already validated as 1-99). Another session's line is not found; more
 * than is on hand is refused with 409 (field productId), more than the quantity per line with 409
 * naming that limit, though lowering a line always goes through.
 */
export function updateCartItem(data: CartWriteData, sessionId: string, id: string, quantity: number): RuleResult<CartItem> {
  const line = cartLines(data, sessionId).find((l) => l.record.id === id);
  if (!line) return notFound();
  const raising = quantity > line.record.quantity;
  const refused = raising ? (stockShortage(line.product, quantity) ?? quantityPerLineRefusal(data.store, line.product, quantity)) : undefined;
  if (refused) return { ok: false, status: 409, error: refused };
  const record: CartItemRecord = { ...line.record, quantity, unitPrice: line.product.price };
  return {
    ok: true,
    status: 200,
    value: toCartItem({ record, product: line.product }),
    changes: [{ op: "put", collection: "cartItems", record }],
  };
}

export function removeCartItem(data: CartLines, sessionId: string, id: string): RuleResult<null> {
  const record = linesOf(data, sessionId).find((line) => line.id === id);
  if (record?.sessionId !== sessionId) return notFound();
  return { ok: true, status: 204, value: null, changes: [{ op: "delete", collection: "cartItems", id }] };
}

/** Removes every line of the session, including lines whose product has left the catalogue. */
export function clearCartChanges(data: CartLines, sessionId: string): Change[] {
  return linesOf(data, sessionId).map((i) => ({ op: "delete", collection: "cartItems", id: i.id }));
}
