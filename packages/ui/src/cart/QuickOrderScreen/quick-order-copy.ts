import { MAX_QUICK_ORDER_LINES, type QuickOrderReason } from "@shop/domain";
import { plural } from "../../design/format.ts";

/** The quick-order page's words (docs/product.md, Quick order). */
export const quickOrderCopy = {
  title: "Quick Order",
  description: "Know your part numbers? Type or paste them, one a line, and put them all in the cart at once.",
  label: "Part numbers and quantities",
  hint: `One part a line: the part number, then how many (WPW10321304 2, WPW10321304, 2 or WPW10321304 x2). No quantity means one. Up to ${MAX_QUICK_ORDER_LINES} lines.`,
  placeholder: "WPW10321304 2\nWR55X10942, 1\nP291-4554RS x3",
  file: "Choose a CSV file",
  fileHint: "A CSV file with the part number in the first column and the quantity in the second; a header row is skipped.",
  /** After a file was read into the box: "Read parts.csv: 12 lines." */
  fileRead: (name: string, lines: number) => `Read ${name}: ${lines} ${plural(lines, "line")}.`,
  fileUnreadable: (name: string) => `${name} could not be read. Choose a CSV or text file.`,
  submit: "Add to Cart",
  submitting: "Adding...",
  empty: "Type at least one part number.",
  fixFirst: (lines: number) => `${lines === 1 ? "This line" : `These ${lines} lines`} could not be read. Fix ${lines === 1 ? "it" : "them"}, then add to cart again:`,
  failed: "Your list could not be added to the cart.",
  addedHeading: (lines: number) => `${lines} ${plural(lines, "line")} added to your cart`,
  problemsHeading: (lines: number) => `${lines} ${plural(lines, "line")} need${lines === 1 ? "s" : ""} attention`,
  problemsLeft: "The lines added were taken out of the box; what is left there is what still needs attention.",
  viewCart: "View Cart",
  /** Under an added line whose number is an older one: "WP2188656 is replaced by this part." */
  replaces: (number: string) => `${number} is replaced by this part.`,
  reasons: {
    "not-found": "Not found",
    "out-of-stock": "Out of stock",
    short: "Not enough in stock",
    limit: "Over the online limit",
  } satisfies Record<QuickOrderReason, string>,
  /** A match's button: "Add WPW10321304", or "Add 3 instead" for a part with fewer on hand. */
  addMatch: (partNumber: string) => `Add ${partNumber}`,
  addFewer: (quantity: number) => `Add ${quantity} instead`,
  line: (line: number) => `Line ${line}`,
} as const;
