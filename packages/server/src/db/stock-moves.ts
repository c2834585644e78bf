/**
 * The stock moves a process knows of, its own and those other processes told it of
 * (store.stock): a seq that rises with each, each part's last, and the latest that took a part to
 * or from zero, by its category and brand. What showed a part whose stock moved since it was made
 * is stale, and so is a stock-dependent listing that may hold a part that crossed zero.
 */

/** How many of the latest stock moves to or from zero are remembered for the caches. */
const CROSSINGS_KEPT = 1000;

export interface StockMoves {
  seq(): number;
  movedAt(id: number): number;
  crossingsSince(seq: number): readonly { categoryId: number; brandId: number }[] | undefined;
}

export function stockMoves(): StockMoves & {
  /** Notes a move of the part `id`. */
  note(move: { id: number; categoryId: number; brandId: number; crossedZero: boolean }): void;
  /** Moves this process may have missed: every part counts as moved, every crossing as unknown. */
  forgetAll(): void;
} {
  let seq = 0;
  /** The seq of each part's last move. */
  const movedAt = new Map<number, number>();
  /** The latest moves that took a part to or from zero, oldest first. */
  let crossings: { seq: number; categoryId: number; brandId: number }[] = [];
  /** The seq of the newest crossing no longer remembered (0: none forgotten). */
  let forgottenUpTo = 0;
  /** Every part counts as moved at this seq or later (0: none). */
  let allMovedAt = 0;
  return {
    note(move) {
      movedAt.set(move.id, ++seq);
      if (move.crossedZero) crossings.push({ seq, categoryId: move.categoryId, brandId: move.brandId });
      if (crossings.length > 2 * CROSSINGS_KEPT) {
        forgottenUpTo = crossings[crossings.length - CROSSINGS_KEPT - 1]?.seq ?? forgottenUpTo;
        crossings = crossings.slice(-CROSSINGS_KEPT);
      }
    },
    forgetAll() {
      allMovedAt = ++seq;
      forgottenUpTo = seq;
      movedAt.clear();
      crossings = [];
    },
    seq: () => seq,
    movedAt: (id) => Math.max(movedAt.get(id) ?? 0, allMovedAt),
    crossingsSince(since) {
      // Since before a forgotten crossing: unknown.
      if (since < forgottenUpTo) return undefined;
      return crossings.filter((crossing) => crossing.seq > since);
    },
  };
}
