import type { PartList, PartView } from "@shop/domain";
import { describe, expect } from "vitest";
import { client, expectOk, type CallOptions } from "./calls.ts";
import { defineCartCases } from "./cart-contract.ts";
import { defineCatalogueCases } from "./catalogue-contract.ts";
import { defineGuideCases, defineGuideReadCases } from "./guides-contract.ts";
import { defineImportCases } from "./import-contract.ts";
import { defineInboxCases } from "./inbox-contract.ts";
import { defineMessageCases, type NewsletterKeys } from "./messages-contract.ts";
import { defineModelCases } from "./models-contract.ts";
import { defineOrderLimitCases } from "./order-limits-contract.ts";
import { defineOrderCases } from "./orders-contract.ts";
import { definePartCases } from "./parts-contract.ts";
import { definePhotoCases } from "./photos-contract.ts";
import { defineSavedCases } from "./saved-contract.ts";
import { defineSiteCases } from "./site-contract.ts";
import { defineCounterCases, defineOrderAndStaffCases, type StaffCredentials } from "./staff-contract.ts";
import { defineStoreCases, defineStoreReadCases } from "./store-contract.ts";
import { defineTaxonomyCases } from "./taxonomy-contract.ts";

/**
 * The /api contract: the same HTTP cases run against every implementation of the API (the MSW
 * mocks and the real server). A case that passes on one and fails on the other is a bug.
 *
 * Each test makes its own guest sessions, so tests are independent and may run in any order; the
 * data behind one run is shared, so a test never assumes a write of another did or did not happen.
 * Catalogue values are taken from the API's own answers, never hard-coded.
 *
 * The cases live in one file per feature (catalogue-contract.ts, cart-contract.ts, ...), each a
 * `define...Cases` function called below in a fixed order; the HTTP helpers are in calls.ts.
 */

// ---- The contract -------------------------------------------------------------------------------

/** `staff` is an account the adapter under test lets sign in to the back office. */
/**
 * `keys` are the implementation's own keys for an address's newsletter links (the server's HMACs,
 * the mocks' functions): `unsubscribe` as a subscriber's email would carry it, `confirm` as the
 * email a sign-up sends.
 */
export function defineContract(name: string, getBaseUrl: () => string, staff: StaffCredentials, keys: NewsletterKeys): void {
  const call = client(getBaseUrl);
  const get = <T,>(path: string, options?: CallOptions) => call<T>("GET", path, options);

  /** Every product, paged through 100 at a time; fetched once per run. */
  let everyPart: Promise<PartView[]> | undefined;
  const allParts = () =>
    (everyPart ??= (async () => {
      const all: PartView[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = expectOk(await get<PartList>(`/products?limit=100&offset=${offset}&sort=name`));
        all.push(...page.products);
        if (page.products.length < 100) {
          expect(all).toHaveLength(page.total);
          return all;
        }
      }
    })());

  const find = async (what: string, test: (p: PartView) => boolean): Promise<PartView> => {
    const product = (await allParts()).find(test);
    if (!product) throw new Error(`The seed has no product that is ${what}`);
    return product;
  };

  /**
   * Tests that place orders take stock off the parts they order, while the list above is read once
   * per run. So each such test orders parts no other test has used: it claims them here, from the
   * end of the list (cart-only tests use parts from its start), and their stock is still as listed.
   * Each orders less than it claimed, so no part sells out and the in-stock counts hold throughout.
   */
  const claimed = new Set<number>();
  const claimInStock = async (minimum: number, fits: (p: PartView) => boolean = () => true): Promise<PartView> => {
    const product = (await allParts()).findLast((p) => !claimed.has(p.id) && p.quantityOnHand >= minimum && fits(p));
    if (!product) throw new Error(`The seed has too few unclaimed parts with ${minimum} or more on hand`);
    claimed.add(product.id);
    return product;
  };

  describe(name, () => {
    // The storefront's calls.
    defineStoreReadCases({ get });
    defineCatalogueCases({ get, allParts, find });
    defineModelCases({ get, allParts, find });
    defineGuideReadCases({ get });
    defineCartCases({ call, get, allParts, find });
    defineOrderCases({ call, get, allParts, claimInStock });
    defineInboxCases({ call });
    defineSiteCases({ call, get, allParts });
    // The customer's order calls and the back office, then the saved-parts read.
    defineOrderAndStaffCases({ call, get, claimInStock, staff });
    defineCounterCases({ call, get, claimInStock, staff });
    defineOrderLimitCases({ call, get, allParts, find, claimInStock, staff });
    definePartCases({ call, get, staff });
    definePhotoCases({ call, get, staff });
    defineStoreCases({ call, get, staff });
    defineTaxonomyCases({ call, get, staff });
    defineImportCases({ call, get, staff });
    defineMessageCases({ call, get, staff, keys });
    defineGuideCases({ call, get, staff });
    defineSavedCases({ get });
  });
}
