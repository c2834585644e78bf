import { normalizeModelNumber, type PartSummary, type PartView, summarizePart } from "../catalogue/index.ts";
import { MAX_QUANTITY } from "../kernel/limits.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import { cartRecordsOf, type Change, type ShopReads } from "../shop/index.ts";
import { addToCart } from "./cart.ts";
import type { CartItem, CartItemRecord } from "./types.ts";

/**
 * The quick-order pad (docs/product.md, Quick order): lines of "part number, quantity" typed,
 * pasted or read from a CSV file, matched as part numbers are searched and put into the cart in
 * one call. The text is read here, in the browser, so each line that cannot be read is named before
 * anything is sent; the call takes the lines already read.
 */

/** The most lines one quick order takes. */
export const MAX_QUICK_ORDER_LINES = 50;

/**
 * The most numbers not found that one quick order looks for a closest match to (a catalogue search
 * each); past these a number not found is listed without one, so a call cannot ask 50 searches.
 */
export const MAX_CLOSEST_MATCHES = 10;

/** The longest part number a line may carry (the part editor's limit). */
export const MAX_QUICK_ORDER_NUMBER = 40;

/** One line as read: what was typed as the part number, and how many (1 when no quantity was given). */
export interface QuickOrderLine {
  partNumber: string;
  quantity: number;
}

/** POST /api/cart/quick-order. */
export interface QuickOrderInput {
  lines: QuickOrderLine[];
}

/** A line put into the cart. */
export interface QuickOrderAdded {
  /** The line's place in the input, from 1. */
  line: number;
  partNumber: string;
  quantity: number;
  /** The cart line that now holds it (its quantity counts what the cart already held). */
  item: CartItem;
  /** Set when the number typed is an older one this part replaces. */
  replaces?: string;
}

/** Why a line was not put into the cart. */
export type QuickOrderReason = "not-found" | "out-of-stock" | "short" | "limit";

export interface QuickOrderProblem {
  line: number;
  partNumber: string;
  quantity: number;
  reason: QuickOrderReason;
  /** The reason in words, as the page shows it. */
  message: string;
  /** The part the number found (out of stock, short or over a limit), or the closest match to a number not found. */
  part?: PartSummary;
}

/** The answer: every line, either added or with its problem, in the input's order. */
export interface QuickOrderView {
  added: QuickOrderAdded[];
  problems: QuickOrderProblem[];
}

/** A line of the text that could not be read, by its line number in the text (from 1). */
export interface QuickOrderTextError {
  line: number;
  text: string;
  message: string;
}

export interface QuickOrderText {
  lines: QuickOrderLine[];
  errors: QuickOrderTextError[];
}

/** A quantity token: digits, or digits after an "x" ("x2"). */
const QUANTITY = /^x?(\d+)$/i;

/** A CSV file's header row: words only, naming a part or a quantity. */
const HEADER = /^(part|item|sku|number|no|qty|quantity|part[_ ]?(number|no|#)|mfr|x|#|,|\s)+$/i;

/**
 * Reads the pad's text: one part a line, "part number, quantity" with spaces, tabs, commas or an
 * "x" between ("WPW10321304 2", "WPW10321304,2", "WPW10321304 x 2", "WPW10321304 x2"); a line of a
 * number alone means one. Blank lines are skipped, as is a CSV file's header row (its first line,
 * when it holds words like "part number" and "quantity" and no quantity); quotes are ignored. A
 * quantity outside 1 to 99, a number too long, or lines past the 50th are errors.
 */
export function readQuickOrderText(text: string): QuickOrderText {
  const lines: QuickOrderLine[] = [];
  const errors: QuickOrderTextError[] = [];
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const shown = raw.trim();
    const tokens = shown.replaceAll('"', " ").split(/[\s,;]+/).filter(Boolean);
    if (tokens.length === 0) return;
    const first = !seenContent;
    seenContent = true;
    if (first && HEADER.test(tokens.join(" "))) return;
    const last = tokens.length > 1 ? QUANTITY.exec(tokens.at(-1) ?? "") : null;
    const numberTokens = last ? tokens.slice(0, -1) : tokens;
    // An "x" on its own between the number and the quantity ("WPW10321304 x 2").
    if (last && numberTokens.at(-1)?.toLowerCase() === "x") numberTokens.pop();
    const partNumber = numberTokens.join(" ");
    const quantity = last ? Number(last[1]) : 1;
    if (normalizeModelNumber(partNumber) === "") {
      errors.push({ line, text: shown, message: `Line ${line}: no part number` });
    } else if (partNumber.length > MAX_QUICK_ORDER_NUMBER) {
      errors.push({ line, text: shown, message: `Line ${line}: a part number is at most ${MAX_QUICK_ORDER_NUMBER} characters` });
    } else if (!(quantity >= 1 && quantity <= MAX_QUANTITY)) {
      errors.push({ line, text: shown, message: `Line ${line}: the quantity must be from 1 to ${MAX_QUANTITY}` });
    } else if (lines.length >= MAX_QUICK_ORDER_LINES) {
      errors.push({ line, text: shown, message: `Line ${line}: a quick order takes at most ${MAX_QUICK_ORDER_LINES} lines` });
    } else {
      lines.push({ partNumber, quantity });
    }
  });
  return { lines, errors };
}

/** What the quick order's rule is given besides the cart: the part each line's number found, and the closest match to each number that found none. */
export interface QuickOrderMatches {
  /** By the number as normalised (`normalizeModelNumber`): the visible part numbered so, or else the one that replaces that number. */
  found: ReadonlyMap<string, PartView>;
  /** By the number as normalised: the first part a catalogue search for a number not found gives, if any. */
  closest: ReadonlyMap<string, PartView>;
}

/**
 * Asks what a quick order's numbers find: the parts numbered so (or replacing them) in one
 * question, then one catalogue search for each of the first `MAX_CLOSEST_MATCHES` numbers that
 * found none, whose first part is its closest match.
 */
export async function quickOrderMatches(reads: ShopReads, input: QuickOrderInput): Promise<QuickOrderMatches> {
  const codes = [...new Set(input.lines.map((line) => normalizeModelNumber(line.partNumber)))];
  const found = await reads.catalogue.partsByCodes(codes);
  const missing = input.lines.filter((line) => !found.has(normalizeModelNumber(line.partNumber)));
  const closest = new Map<string, PartView>();
  const searched = new Set<string>();
  for (const line of missing) {
    const code = normalizeModelNumber(line.partNumber);
    if (searched.has(code)) continue;
    if (searched.size >= MAX_CLOSEST_MATCHES) break;
    searched.add(code);
    const { products } = await reads.catalogue.parts({ search: line.partNumber, sort: "popular", limit: 1, offset: 0 });
    if (products[0]) closest.set(code, products[0]);
  }
  return { found, closest };
}

/**
 * Puts a quick order's lines into the session's cart, each as Add to Cart would (stock on hand,
 * the quantity per line, 99 a line; two lines of one part add up), in one write. Every line is
 * answered: added, or listed with why not and, where there is one, the part found or the closest
 * match. Nothing being added is still an answer (200), not an error.
 */
export function quickOrder(
  data: Parameters<typeof addToCart>[0],
  sessionId: string,
  input: QuickOrderInput,
  matches: QuickOrderMatches,
  ctx: { now: Date; newId(): string },
): RuleResult<QuickOrderView> {
  const lines: CartItemRecord[] = [...("lines" in data ? data.lines : cartRecordsOf(data, sessionId))];
  const puts = new Map<string, CartItemRecord>();
  const added: QuickOrderAdded[] = [];
  const problems: QuickOrderProblem[] = [];
  input.lines.forEach(({ partNumber, quantity }, index) => {
    const line = index + 1;
    const code = normalizeModelNumber(partNumber);
    const part = matches.found.get(code);
    if (!part) {
      const closest = matches.closest.get(code);
      problems.push({
        line,
        partNumber,
        quantity,
        reason: "not-found",
        message: closest ? `No part is numbered ${partNumber}; the closest match is ${closest.partNumber}` : `No part is numbered ${partNumber}`,
        ...(closest ? { part: summarizePart(closest) } : {}),
      });
      return;
    }
    // Each new line a millisecond after the one before, so the cart lists them in the order typed.
    const at = { now: new Date(ctx.now.getTime() + index), newId: () => ctx.newId() };
    const result = addToCart({ ...data, lines, parts: new Map([[part.id, part]]) }, sessionId, { productId: part.id, quantity }, at);
    if (!result.ok) {
      const reason: QuickOrderReason = !part.inStock ? "out-of-stock" : result.error.field === "productId" ? "short" : "limit";
      problems.push({ line, partNumber, quantity, reason, message: result.error.message, part: summarizePart(part) });
      return;
    }
    const record = (result.changes[0] as Extract<Change, { op: "put" }>).record as CartItemRecord;
    const held = lines.findIndex((line) => line.id === record.id);
    if (held >= 0) lines[held] = record;
    else lines.push(record);
    puts.set(record.id, record);
    const replaces = normalizeModelNumber(part.partNumber) === code ? undefined : partNumber;
    added.push({ line, partNumber, quantity, item: result.value, ...(replaces ? { replaces } : {}) });
  });
  // A part on two lines: each answer shows the line as it stands after the whole order.
  for (const entry of added) {
    const record = puts.get(entry.item.id);
    if (record) entry.item = { ...entry.item, quantity: record.quantity };
  }
  return {
    ok: true,
    status: 200,
    value: { added, problems },
    changes: [...puts.values()].map((record) => ({ op: "put", collection: "cartItems", record })),
  };
}
