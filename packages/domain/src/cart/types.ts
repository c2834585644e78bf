import type { PartSummary } from "../catalogue/index.ts";
import type { Money } from "../kernel/types.ts";

/** Cart lines as stored and as answered, and the cart calls' bodies. */

/** A cart line as stored: it belongs to one guest session. */
export interface CartItemRecord {
  id: string;
  sessionId: string;
  productId: number;
  /** Integer, 1-99. */
  quantity: number;
  /** The product's price when last added or changed; the server's, never the client's. */
  unitPrice: Money;
  addedAt: string;
}

/** A cart line as the API answers it. */
export interface CartItem {
  id: string;
  productId: number;
  quantity: number;
  unitPrice: Money;
  product: PartSummary;
}

export interface AddToCartInput {
  productId: number;
  /** Default 1. */
  quantity?: number;
}

export interface UpdateCartItemInput {
  quantity: number;
}
