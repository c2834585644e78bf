import { MUTABLE_COLLECTIONS, type MutableCollection, type ShopData } from "@shop/domain";
import seed from "../db.json";

/**
 * The mocks' database: an in-memory copy of the seed db.json. Writes made through the handlers
 * (cart lines, orders, messages, sign-ups) change this copy only; the seed file is never touched.
 */

type Seed = Omit<ShopData, MutableCollection> & Partial<Pick<ShopData, MutableCollection>>;

function freshCopy(): ShopData {
  const copy = structuredClone(seed as unknown as Seed);
  // The seed may leave out the collections that only fill up at run time.
  for (const name of MUTABLE_COLLECTIONS) copy[name] ??= [];
  return copy as ShopData;
}

let current: ShopData = freshCopy();

/** The data every success handler reads and writes. */
export function getMockData(): ShopData {
  return current;
}

/** Starts over from the seed: call it before a test or story that must not see earlier writes. */
export function resetMockData(): ShopData {
  current = freshCopy();
  return current;
}
