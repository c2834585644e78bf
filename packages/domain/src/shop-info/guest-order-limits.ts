import { formatUSD, toCents } from "../kernel/money.ts";
import type { ApiErrorBody } from "../kernel/types.ts";
import type { GuestOrderLimits, ShopInfo } from "./types.ts";

/**
 * Guest order limits (docs/product.md, Rules, Guest order limits): the store record's limits on
 * what one guest may order online, the defaults for a record that sets none, and the refusals over
 * them: 409, the limit's field, and the shop's phone to call for a larger order. The cart and order
 * rules check the quantity per line, the lines per order and the value per email; the server
 * checks the value per address, which the rules cannot see.
 */

/**
 * The defaults, for a parts counter: a repair takes one or two of a part, so 10 of one part covers a
 * landlord's filters; 15 different parts cover a large job; $1,500 of orders not yet picked up
 * covers two of the dearest part in the catalogue (a control board, a compressor) and is about 1%
 * of the seed's stock, where one address could hold all of it before. Per address as per email, so
 * made-up emails from one address gain nothing.
 */
export const DEFAULT_GUEST_ORDER_LIMITS: Readonly<GuestOrderLimits> = {
  quantityPerLine: 10,
  linesPerOrder: 15,
  openValuePerEmail: "1500.00",
  openValuePerAddress: "1500.00",
};

/** The store record's guest order limits; one stored before they existed reads the defaults. */
export function guestOrderLimitsOf(store: Pick<ShopInfo, "guestOrderLimits">): GuestOrderLimits {
  return { ...DEFAULT_GUEST_ORDER_LIMITS, ...store.guestOrderLimits };
}

export type GuestOrderLimit = keyof GuestOrderLimits;

const LIMIT_FIELD_PREFIX = "guestOrderLimits.";

/** The `field` of a refusal over a limit: the store record's name for the limit ("guestOrderLimits.quantityPerLine"). */
export const guestLimitField = (limit: GuestOrderLimit): string => `${LIMIT_FIELD_PREFIX}${limit}`;

const LIMITS: readonly GuestOrderLimit[] = ["quantityPerLine", "linesPerOrder", "openValuePerEmail", "openValuePerAddress"];

/** The limit a refused call's answer (status and `{ message, field }`) was over, if any. */
export function guestLimitOf(status: number, body: ApiErrorBody | undefined): GuestOrderLimit | undefined {
  if (status !== 409 || !body?.field?.startsWith(LIMIT_FIELD_PREFIX)) return undefined;
  const limit = body.field.slice(LIMIT_FIELD_PREFIX.length);
  return LIMITS.find((known) => known === limit);
}

type Store = Pick<ShopInfo, "guestOrderLimits" | "phone">;

/**
 * The refusal for a cart or order line holding `quantity` of a part, if that is over the quantity
 * per line: "Dryer Idler Pulley (WP8547174): at most 10 of one part can be ordered online; call
 * the shop at (850) 555-0142 for more".
 */
export function quantityPerLineRefusal(store: Store, part: { name: string; partNumber: string }, quantity: number): ApiErrorBody | undefined {
  const { quantityPerLine } = guestOrderLimitsOf(store);
  if (quantity <= quantityPerLine) return undefined;
  return {
    message: `${part.name} (${part.partNumber}): at most ${quantityPerLine} of one part can be ordered online; call the shop at ${store.phone} for more`,
    field: guestLimitField("quantityPerLine"),
  };
}

/** The refusal for an order of `lines` different parts, if that is over the lines per order. */
export function linesPerOrderRefusal(store: Store, lines: number): ApiErrorBody | undefined {
  const { linesPerOrder } = guestOrderLimitsOf(store);
  if (lines <= linesPerOrder) return undefined;
  return {
    message: `At most ${linesPerOrder === 1 ? "1 part" : `${linesPerOrder} different parts`} can be ordered online in one order, and the cart holds ${lines}: remove some, or call the shop at ${store.phone} for a larger order`,
    field: guestLimitField("linesPerOrder"),
  };
}

/**
 * The refusal for an order of `orderCents` (its total) when the open orders of the same email, or
 * from the same address, already come to `openCents`, if the two together are over the limit
 * (times `factor`: the server's RATE_LIMIT_FACTOR, for the address). The message does not say what
 * is already open, which is someone's own business.
 */
export function openValueRefusal(store: Store, per: "email" | "address", openCents: number, orderCents: number, factor = 1): ApiErrorBody | undefined {
  const limits = guestOrderLimitsOf(store);
  const limitCents = toCents(per === "email" ? limits.openValuePerEmail : limits.openValuePerAddress) * factor;
  if (openCents + orderCents <= limitCents) return undefined;
  return {
    message: `Online orders not yet picked up may come to at most ${formatUSD(limitCents)} ${per === "email" ? "for one email" : "from one address"}, this one included; call the shop at ${store.phone} for a larger order`,
    field: guestLimitField(per === "email" ? "openValuePerEmail" : "openValuePerAddress"),
  };
}
