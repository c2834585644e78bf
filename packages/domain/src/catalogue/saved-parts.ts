import type { Parsed } from "../kernel/parse.ts";
import type { ShopData } from "../shop/index.ts";
import { getPart } from "./catalogue.ts";
import type { PartView } from "./types.ts";

/**
 * The saved-parts page's read (docs/product.md, Saved parts): the visitor's hearts live in their
 * browser, so the page asks for those parts by id to show today's prices and stock.
 */

/** The most ids one request may ask for; the page asks in slices of this size. */
export const MAX_SAVED_IDS = 100;

/**
 * The `ids` query of GET /api/products/by-ids: comma-separated positive whole numbers, at most
 * `MAX_SAVED_IDS`, duplicates kept once in their first place. An empty or missing list is an empty
 * answer, not an error.
 */
export function parseSavedIds(text: string | null): Parsed<number[]> {
  const raw = (text ?? "").trim();
  if (raw === "") return { ok: true, value: [] };
  const parts = raw.split(",").map((part) => part.trim());
  if (parts.length > MAX_SAVED_IDS) {
    return { ok: false, error: { message: `ids must list at most ${MAX_SAVED_IDS} parts`, field: "ids" } };
  }
  if (!parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) > 0)) {
    return { ok: false, error: { message: "ids must be positive whole numbers separated by commas", field: "ids" } };
  }
  return { ok: true, value: [...new Set(parts.map(Number))] };
}

/**
 * The parts behind the ids, in the order asked. A part that no longer exists or is hidden is left
 * out, so the page can say "No longer available" for the ids missing from the answer.
 */
export function savedParts(data: Pick<ShopData, "products" | "brands" | "categories">, ids: readonly number[]): PartView[] {
  return ids.flatMap((id) => {
    const product = getPart(data, id);
    return product ? [product] : [];
  });
}
