import { MAX_QUANTITY } from "@shop/domain";

/** The smallest quantity a line or an add can have. */
export const MIN_QUANTITY = 1;

/** What a typed quantity commits to, and why it was changed ("Only 3 in stock"), if it was. */
export interface TypedQuantity {
  quantity: number;
  note?: string;
}

/**
 * The most one line can hold: 99 (docs/product.md, Rules) or what is on hand, the lower; never
 * below 1, so a part with none on hand still has a valid number to show.
 */
export function mostOf(onHand: number | undefined): number {
  return Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, onHand ?? MAX_QUANTITY));
}

/**
 * Reads a typed quantity: digits only (spaces around are fine), clamped to 1 and to `most`.
 * Anything else (empty, letters, a decimal, a sign) is undefined: the field goes back to the
 * quantity it had. Clamping says why: "Only 3 in stock" when the stock is the limit, "At most 99"
 * when the shop's limit is.
 */
export function readQuantity(text: string, most: number): TypedQuantity | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const typed = Number(trimmed);
  if (typed < MIN_QUANTITY) return { quantity: MIN_QUANTITY, note: `At least ${MIN_QUANTITY}` };
  if (typed > most) return { quantity: most, note: most < MAX_QUANTITY ? `Only ${most} in stock` : `At most ${MAX_QUANTITY}` };
  return { quantity: typed };
}
