import type { Money, ShopData } from "@shop/domain";

/**
 * Changes to the mock database of the kind staff make while the shop runs (a new tax rate, a new
 * price, a part sold out or fewer on hand), for stories and tests of a page that was loaded before the change.
 * Apply one to `getMockData()` directly, or hand it to a group's `changedMidVisit` scenario.
 */

/** A change to the mock data, made in place. */
export type MockChange = (data: ShopData) => void;

/** Replaces one part; a new products array, so the domain derives its catalogue (prices, stock) again. */
function editPart(productId: number, edit: (product: ShopData["products"][number]) => ShopData["products"][number]): MockChange {
  return (data) => {
    if (!data.products.some((p) => p.id === productId)) throw new RangeError(`The mock data has no part ${productId}`);
    data.products = data.products.map((p) => (p.id === productId ? edit(p) : p));
  };
}

export const mockChanges = {
  /** The store record's sales-tax rate, as a decimal string ("0.075"). */
  taxRate:
    (taxRate: string): MockChange =>
    (data) => {
      data.store = { ...data.store, taxRate };
    },
  /** A part's price ("54.99"). */
  price: (productId: number, price: Money): MockChange => editPart(productId, (p) => ({ ...p, price })),
  /** A part is no longer in stock. */
  outOfStock: (productId: number): MockChange => editPart(productId, (p) => ({ ...p, quantityOnHand: 0 })),
  /** A part's quantity on hand (other orders took some). */
  quantityOnHand: (productId: number, quantityOnHand: number): MockChange => editPart(productId, (p) => ({ ...p, quantityOnHand })),
} satisfies Record<string, (...args: never[]) => MockChange>;
