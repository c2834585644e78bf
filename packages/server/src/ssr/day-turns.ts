import { shopToday, type ShopInfo } from "@shop/domain";

/**
 * How many times the shop's day has turned since the server started. Added to the data version the
 * answer and page caches are told, so a repair guide scheduled for today (docs/product.md, Back
 * office: Guides) is listed from the shop's midnight on, with no change to the data. The day is
 * read at most once a second: the check runs on every cached request.
 */
export function dayTurns(store: () => Pick<ShopInfo, "timeZone">, now: () => Date = () => new Date()): () => number {
  let day = shopToday(now(), store());
  let turns = 0;
  let checkedAt = now().getTime();
  return () => {
    const at = now();
    if (at.getTime() - checkedAt < 1000) return turns;
    checkedAt = at.getTime();
    const today = shopToday(at, store());
    if (today !== day) {
      day = today;
      turns += 1;
    }
    return turns;
  };
}
