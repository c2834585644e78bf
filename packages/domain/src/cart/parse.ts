import { z } from "zod";
import { MAX_QUANTITY } from "../kernel/limits.ts";
import { type Parsed, parseWith } from "../kernel/parse.ts";
import { text, typed } from "../kernel/text-rules.ts";
import { MAX_QUICK_ORDER_LINES, MAX_QUICK_ORDER_NUMBER, type QuickOrderInput } from "./quick-order.ts";
import type { AddToCartInput, UpdateCartItemInput } from "./types.ts";

/** The cart calls' bodies (docs/product.md, Rules). */

const quantity = z
  .int(typed("quantity", "a whole number"))
  .min(1, `quantity must be from 1 to ${MAX_QUANTITY}`)
  .max(MAX_QUANTITY, `quantity must be from 1 to ${MAX_QUANTITY}`);

const addToCartSchema = z.strictObject({
  productId: z.int(typed("productId", "a whole number")).positive("productId must be a positive whole number"),
  quantity: quantity.optional(),
});

const updateCartSchema = z.strictObject({ quantity });

export const parseAddToCart = (body: unknown): Parsed<AddToCartInput> => parseWith(addToCartSchema, body);

export const parseUpdateCartItem = (body: unknown): Parsed<UpdateCartItemInput> => parseWith(updateCartSchema, body);

const quickOrderSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        partNumber: text("lines.partNumber", MAX_QUICK_ORDER_NUMBER),
        quantity,
      }),
      typed("lines", "a list"),
    )
    .min(1, "lines must hold at least one line")
    .max(MAX_QUICK_ORDER_LINES, `lines must hold at most ${MAX_QUICK_ORDER_LINES} lines`),
});

/** POST /api/cart/quick-order: 1 to 50 lines, each a part number (1 to 40 characters) and a quantity of 1 to 99. */
export const parseQuickOrder = (body: unknown): Parsed<QuickOrderInput> => parseWith(quickOrderSchema, body);
