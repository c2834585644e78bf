import type { CatalogueChange, ShopData } from "./data.ts";

/**
 * The history of staff changes (docs/product.md, Back office), asked for by subject ("store",
 * "part:42", "category:7", "post:12", ...): the server answers from its database, the mocks over
 * the changes in memory (`memoryHistoryReads`). A rule that shows a record's history is given only
 * that record's changes (`withHistory`), never the whole history.
 */
export interface HistoryReads {
  /** The subject's changes, newest first; at most `limit` of them when given. */
  of(subject: string, limit?: number): Promise<CatalogueChange[]>;
}

/** The history's order: newest first, then the higher id. */
export const newestChangeFirst = (a: CatalogueChange, b: CatalogueChange): number => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/** The history's questions answered over the changes in memory, read at each question. */
export function memoryHistoryReads(data: Pick<ShopData, "catalogueChanges">): HistoryReads {
  return {
    of: (subject, limit) => {
      const changes = data.catalogueChanges.filter((change) => change.subject === subject).sort(newestChangeFirst);
      return Promise.resolve(limit === undefined ? changes : changes.slice(0, limit));
    },
  };
}

/** `data` with the changes of these subjects alone as its `catalogueChanges`: what a rule showing their history reads. */
export async function withHistory<T extends object>(data: T, history: HistoryReads, subjects: readonly string[]): Promise<T & Pick<ShopData, "catalogueChanges">> {
  const changes = await Promise.all(subjects.map((subject) => history.of(subject)));
  return { ...data, catalogueChanges: changes.flat() };
}
