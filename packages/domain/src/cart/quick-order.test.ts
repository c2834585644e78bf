import { beforeEach, describe, expect, it } from "vitest";
import { memoryCatalogueReads } from "../catalogue/index.ts";
import { applyChanges, type ShopData } from "../shop/index.ts";
import { ctx, makeShop, SESSION_A, SESSION_B } from "../testing/index.ts";
import { cartView } from "./cart.ts";
import { parseQuickOrder } from "./parse.ts";
import { MAX_QUICK_ORDER_LINES, quickOrder, quickOrderMatches, readQuickOrderText, type QuickOrderInput } from "./quick-order.ts";

describe("reading the pad's text", () => {
  it("reads a number and a quantity with spaces, tabs, commas or an x between, and one where no quantity is given", () => {
    const text = ["EDR1RXD1 2", "WPW10822278\t3", "P291-4554RS, 4", "W10190965 x 5", "edr1rxd1 x6", "PN 1000", "", "  WPW10822278  "].join("\n");
    expect(readQuickOrderText(text)).toEqual({
      lines: [
        { partNumber: "EDR1RXD1", quantity: 2 },
        { partNumber: "WPW10822278", quantity: 3 },
        { partNumber: "P291-4554RS", quantity: 4 },
        { partNumber: "W10190965", quantity: 5 },
        { partNumber: "edr1rxd1", quantity: 6 },
        { partNumber: "WPW10822278", quantity: 1 },
      ],
      errors: [{ line: 6, text: "PN 1000", message: "Line 6: the quantity must be from 1 to 99" }],
    });
  });

  it("keeps a number whose letters and digits run together (WR55X10234) whole, and skips a CSV file's header and quotes", () => {
    expect(readQuickOrderText('Part Number,Quantity\r\n"WR55X10234",2\r\nWR55X10234\r\n')).toEqual({
      lines: [
        { partNumber: "WR55X10234", quantity: 2 },
        { partNumber: "WR55X10234", quantity: 1 },
      ],
      errors: [],
    });
  });

  it("names a line with no number, a quantity of 0, and every line past the 50th", () => {
    const many = Array.from({ length: MAX_QUICK_ORDER_LINES + 2 }, (_, i) => `PN${1000 + i}`).join("\n");
    const read = readQuickOrderText(`x 2\nEDR1RXD1 0\n${many}`);
    expect(read.lines).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(read.errors.map((error) => error.message)).toEqual([
      "Line 1: no part number",
      "Line 2: the quantity must be from 1 to 99",
      "Line 53: a quick order takes at most 50 lines",
      "Line 54: a quick order takes at most 50 lines",
    ]);
  });
});

describe("the call's body", () => {
  it("takes 1 to 50 lines of a number and a quantity, naming the field at fault", () => {
    expect(parseQuickOrder({ lines: [{ partNumber: " EDR1RXD1 ", quantity: 2 }] })).toEqual({ ok: true, value: { lines: [{ partNumber: "EDR1RXD1", quantity: 2 }] } });
    expect(parseQuickOrder({ lines: [] })).toMatchObject({ ok: false, error: { field: "lines" } });
    expect(parseQuickOrder({})).toMatchObject({ ok: false, error: { field: "lines", message: "lines is required" } });
    const tooMany = Array.from({ length: 51 }, () => ({ partNumber: "EDR1RXD1", quantity: 1 }));
    expect(parseQuickOrder({ lines: tooMany })).toMatchObject({ ok: false, error: { field: "lines", message: "lines must hold at most 50 lines" } });
    expect(parseQuickOrder({ lines: [{ partNumber: "A", quantity: 1 }, { partNumber: "", quantity: 1 }] })).toMatchObject({
      ok: false,
      error: { field: "lines.1.partNumber" },
    });
    expect(parseQuickOrder({ lines: [{ partNumber: "A", quantity: 100 }] })).toMatchObject({ ok: false, error: { field: "lines.0.quantity" } });
    expect(parseQuickOrder({ lines: [{ partNumber: "A", quantity: 1, price: "0.01" }] })).toMatchObject({ ok: false, error: { field: "price" } });
  });
});

describe("putting the lines into the cart", () => {
  let shop: ShopData;
  beforeEach(() => {
    shop = makeShop();
    // A part the water filter's number was also given to, but hidden: never matched.
    shop.products.push({ ...shop.products[0]!, id: 9, partNumber: "HIDDEN-1", supersedes: ["WPW10822278"], hidden: true });
  });

  async function order(lines: QuickOrderInput["lines"], session = SESSION_A) {
    const input = { lines };
    const matches = await quickOrderMatches({ catalogue: memoryCatalogueReads(shop) } as never, input);
    const result = quickOrder(shop, session, input, matches, ctx);
    if (result.ok) applyChanges(shop, result.changes);
    return result;
  }

  it("matches numbers in any case and with dashes, and an older number to the part that replaces it, adding each line", async () => {
    const result = await order([
      { partNumber: "edr1-rxd1", quantity: 2 },
      { partNumber: "W10295370A", quantity: 1 },
      { partNumber: "p291 4554rs", quantity: 3 },
    ]);
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      value: {
        added: [
          { line: 1, partNumber: "edr1-rxd1", quantity: 2, item: { productId: 1, quantity: 3, unitPrice: "49.99" } },
          { line: 2, partNumber: "W10295370A", quantity: 1, replaces: "W10295370A", item: { productId: 1, quantity: 3 } },
          { line: 3, item: { productId: 4, quantity: 3 } },
        ],
        problems: [],
      },
    });
    expect(result.ok && result.value.added[0]).not.toHaveProperty("replaces");
    expect(cartView(shop, SESSION_A).map((line) => [line.productId, line.quantity])).toEqual([
      [1, 3],
      [4, 3],
    ]);
    expect(cartView(shop, SESSION_B)).toEqual([]);
  });

  it("lists a number not found with its closest match, a part out of stock, and more than is on hand, adding the rest", async () => {
    const result = await order([
      { partNumber: "WPW1082227", quantity: 1 },
      { partNumber: "ZZZ999", quantity: 1 },
      { partNumber: "W10190965", quantity: 1 },
      { partNumber: "WPW10822278", quantity: 9 },
      { partNumber: "EDR1RXD1", quantity: 1 },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: {
        added: [{ line: 5, item: { productId: 1, quantity: 1 } }],
        problems: [
          { line: 1, reason: "not-found", message: "No part is numbered WPW1082227; the closest match is WPW10822278", part: { id: 2 } },
          { line: 2, reason: "not-found", message: "No part is numbered ZZZ999" },
          { line: 3, reason: "out-of-stock", part: { id: 3 }, message: expect.stringContaining("out of stock") },
          { line: 4, reason: "short", part: { id: 2 }, message: "Only 8 of Defrost Timer (WPW10822278) are in stock" },
        ],
      },
    });
    expect(result.ok && result.value.problems[1]).not.toHaveProperty("part");
    expect(cartView(shop, SESSION_A).map((line) => line.productId)).toEqual([1]);
  });

  it("looks for a closest match to the first ten numbers not found only", async () => {
    // Twelve numbers no part has, each the start of one that a search finds.
    const numbers = ["EDR", "EDR1", "EDR1R", "EDR1RX", "EDR1RXD", "P29", "P291", "P2914", "P29145", "P291455", "P2914554", "P2914554R"];
    const result = await order(numbers.map((partNumber) => ({ partNumber, quantity: 1 })));
    expect(result.ok && result.value.problems.map((problem) => problem.part !== undefined)).toEqual([...Array(10).fill(true), false, false]);
  });

  it("counts what the cart already holds and two lines of one part together", async () => {
    await order([{ partNumber: "WPW10822278", quantity: 5 }]);
    const result = await order([
      { partNumber: "WPW10822278", quantity: 2 },
      { partNumber: "wpw10822278", quantity: 2 },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: { added: [{ line: 1, item: { quantity: 7 } }], problems: [{ line: 2, reason: "short" }] },
    });
    expect(cartView(shop, SESSION_A).map((line) => line.quantity)).toEqual([7]);
  });

  it("refuses past the store record's quantity per line as a limit", async () => {
    shop.store = { ...shop.store, guestOrderLimits: { quantityPerLine: 2, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" } };
    const result = await order([{ partNumber: "EDR1RXD1", quantity: 3 }]);
    expect(result).toMatchObject({ ok: true, value: { added: [], problems: [{ reason: "limit", message: expect.stringContaining("at most 2") }] } });
    expect(shop.cartItems).toEqual([]);
  });
});
