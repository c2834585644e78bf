import { AsyncLocalStorage } from "node:async_hooks";
import type { ShopReads } from "@shop/domain";

/**
 * The parts an answer or a page shows, recorded while it is made: every read of the catalogue's
 * parts made inside `recordShownParts` adds the ids of the parts it answered with. The answer and
 * page caches keep them beside what they keep (answer-cache.ts, `Made`), so an order that moves a
 * part's stock drops only what showed that part (docs/architecture.md, Live data).
 */

const recording = new AsyncLocalStorage<Set<number>>();

/** Runs `work`, collecting the ids of the parts the reads made in it (through `recordingReads`) answered with. */
export async function recordShownParts<T>(work: () => Promise<T>): Promise<{ value: T; parts: ReadonlySet<number> }> {
  const parts = new Set<number>();
  const value = await recording.run(parts, work);
  return { value, parts };
}

const noted = <T extends { id: number }>(parts: readonly T[]): readonly T[] => {
  const into = recording.getStore();
  if (into) for (const part of parts) into.add(part.id);
  return parts;
};

/** `reads`, with each storefront read of parts noting the parts it answers with. */
export function recordingReads(reads: ShopReads): ShopReads {
  const catalogue = reads.catalogue;
  return {
    ...reads,
    catalogue: {
      ...catalogue,
      parts: async (query) => {
        const list = await catalogue.parts(query);
        noted(list.products);
        return list;
      },
      part: async (id) => {
        const part = await catalogue.part(id);
        if (part) noted([part]);
        return part;
      },
      partsByIds: async (ids) => [...noted(await catalogue.partsByIds(ids))],
      partsForModel: async (model, type) => [...noted(await catalogue.partsForModel(model, type))],
      modelPage: async (model) => {
        const page = await catalogue.modelPage(model);
        for (const group of page?.groups ?? []) noted(group.parts);
        return page;
      },
    },
  };
}
