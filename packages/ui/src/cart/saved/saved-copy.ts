import { plural } from "../../design/format.ts";

/** The saved-parts page's copy (docs/product.md, Saved parts). */
export const savedPageCopy = {
  title: "Saved parts",
  description: "The parts you saved with the heart, with today's prices and stock.",
  listHeading: "Your saved parts",
  /** "3 parts". */
  count: (parts: number) => `${parts} ${plural(parts, "part")}`,
  emptyTitle: "No saved parts yet",
  emptyDescription: "Press the heart on any part to keep it here for later.",
  browse: "Browse parts",
  loadError: "We couldn't load your saved parts.",
  gone: "No longer available",
  goneDetail: "This part is no longer sold here.",
  /** The name of a saved part the shop no longer shows: "Saved part #42". */
  goneName: (id: number) => `Saved part #${id}`,
} as const;
