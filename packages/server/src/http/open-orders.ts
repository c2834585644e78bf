/**
 * The guest order limit per address (docs/architecture.md, Abuse limits): the open orders (not
 * picked up, not cancelled) placed from one client address may come to at most the store record's
 * `guestOrderLimits.openValuePerAddress` times `openOrderValueMultiplePerAddress` (RATE_LIMIT_FACTOR).
 * The rules check the limits per line, per order and per email; they do not know addresses, so
 * this is the server's, like the other per-address limits.
 *
 * Which orders each address placed is kept in memory only, under a keyed hash of the address (the
 * key is this process's own), never the address itself, and nothing about it is stored: a restart
 * forgets it, as it forgets the other per-address counts, and the orders placed before it count for
 * no address. An order's value and status are read from the shop at each check, so an order picked
 * up or cancelled stops counting at once.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { openValueRefusal, ordersCents, toCents, type ApiOutcome, type OrderReads, type ShopState } from "@shop/domain";

/** Past this many addresses held, those with no open order left are dropped. */
const SWEEP_AT = 10_000;

export interface OpenOrdersByAddress {
  /**
   * The answer to an order posted from `req`'s address: the rule's own, or, when the rule placed a
   * new order that would take the address's open orders past its limit, a 409 refusal with no
   * changes. A new order let through is counted for the address; call it in the write's turn, so
   * no other order is decided in between.
   */
  check(req: Request, decided: ApiOutcome): Promise<ApiOutcome>;
}

export function openOrdersByAddress(data: () => ShopState, orders: OrderReads, multiple: number): OpenOrdersByAddress {
  const key = randomBytes(32);
  /** The order numbers each address (its keyed hash) placed since the start. */
  const placed = new Map<string, Set<string>>();
  // The same grouping as the rate limits: an IPv6 address by its /56, which one customer holds whole.
  const addressKey = (req: Request) => createHmac("sha256", key).update(ipKeyGenerator(req.ip ?? "")).digest("base64url");

  /** What the address's orders still open come to, in cents; the ones closed or gone are forgotten. */
  async function openCents(numbers: Set<string>): Promise<number> {
    const open = await orders.openAmong([...numbers]);
    const still = new Set(open.map((order) => order.orderNumber));
    for (const number of numbers) if (!still.has(number)) numbers.delete(number);
    return ordersCents(open);
  }

  async function sweep(): Promise<void> {
    for (const [address, numbers] of placed) if ((await openCents(numbers)) === 0) placed.delete(address);
  }

  return {
    async check(req, decided) {
      if (decided.notification?.kind !== "order") return decided;
      const { order } = decided.notification;
      const address = addressKey(req);
      const numbers = placed.get(address) ?? new Set<string>();
      const refusal = openValueRefusal(data().store, "address", await openCents(numbers), toCents(order.total), multiple);
      if (refusal) return { status: 409, body: refusal };
      numbers.add(order.orderNumber);
      if (!placed.has(address)) {
        if (placed.size >= SWEEP_AT) await sweep();
        placed.set(address, numbers);
      }
      return decided;
    },
  };
}
