import { z } from "zod";
import { MAX_QUANTITY } from "../kernel/limits.ts";
import { type Parsed, parseWith } from "../kernel/parse.ts";
import { typed } from "../kernel/text-rules.ts";
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
