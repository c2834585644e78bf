import { AsyncLocalStorage } from "node:async_hooks";
import type { PartQuery, ShopReads } from "@shop/domain";
import type { ListingScope } from "./answer-cache.ts";

/**
 * The parts an answer or a page shows, recorded while it is made: every read of the catalogue's
 * parts made inside `recordShownParts` adds the ids of the parts it answered with. The answer and
 * page caches keep them beside what they keep (answer-cache.ts, `Made`), so an order that moves a
 * part's stock drops only what showed that part (docs/architecture.md, Live data). The listings
 * whose members or order depend on stock are noted too, by their category and brand, so a part
 * that reaches or leaves zero drops the listings it may be in.
 */

interface Shown {
  parts: Set<number>;
  listings: ListingScope[];
}

const recording = new AsyncLocalStorage<Shown>();

/** Runs `work`, collecting the parts the reads made in it (through `recordingReads`) answered with, and the stock-dependent listings it read. */
export async function recordShownParts<T>(
  work: () => Promise<T>,
): Promise<{ value: T; parts: ReadonlySet<number>; listings: readonly ListingScope[] }> {
  const shown: Shown = { parts: new Set(), listings: [] };
  const value = await recording.run(shown, work);
  return { value, ...shown };
}

const noted = <T extends { id: number }>(parts: readonly T[]): readonly T[] => {
  const into = recording.getStore();
  if (into) for (const part of parts) into.parts.add(part.id);
  return parts;
};

/** Notes a listing that depends on stock, limited to a category and a brand (undefined: any). */
const listed = (scope: ListingScope) => recording.getStore()?.listings.push(scope);

/** Whether a listing's members or order depend on stock: an in-stock filter, or the popular order (in-stock parts first). */
const dependsOnStock = (query: PartQuery) => query.inStock === true || query.sort === "popular";

/** `reads`, with each storefront read of parts noting the parts it answers with and the stock-dependent listings. */
export function recordingReads(reads: ShopReads): ShopReads {
  const catalogue = reads.catalogue;
  return {
    ...reads,
    catalogue: {
      ...catalogue,
      parts: async (query) => {
        const list = await catalogue.parts(query);
        noted(list.products);
        if (dependsOnStock(query)) {
          listed({ ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }), ...(query.brandId === undefined ? {} : { brandId: query.brandId }) });
        }
        return list;
      },
      part: async (id) => {
        const part = await catalogue.part(id);
        if (part) noted([part]);
        return part;
      },
      partsByIds: async (ids) => [...noted(await catalogue.partsByIds(ids))],
      partsForModel: async (model, type) => {
        // In the popular order and cut at a limit: any part that reaches or leaves zero may move in or out.
        listed({});
        return [...noted(await catalogue.partsForModel(model, type))];
      },
      modelPage: async (model) => {
        const page = await catalogue.modelPage(model);
        for (const group of page?.groups ?? []) noted(group.parts);
        return page;
      },
    },
  };
}
