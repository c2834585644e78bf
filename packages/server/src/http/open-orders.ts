/**
 * The guest order limit per address (docs/architecture.md, Abuse limits): the open orders (not
 * picked up, not cancelled) placed from one client address may come to at most the store record's
 * `guestOrderLimits.openValuePerAddress` times `openOrderValueMultiplePerAddress` (RATE_LIMIT_FACTOR).
 * The rules check the limits per line, per order and per email; they do not know addresses, so
 * this is the server's, like the other per-address limits.
 *
 * Which open orders each address placed is kept in the database (`order_addresses`,
 * db/sql/shared/order-addresses.ts) under a keyed hash of the address (the key comes from the server's
 * secret), never the address itself, and only while the order is open: a restart and every other
 * process on the database count the same orders. An order's value and status are read from the
 * shop at each check, so an order picked up or cancelled stops counting at once.
 */
import { createHmac } from "node:crypto";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { openValueRefusal, ordersCents, toCents, type ApiOutcome, type OrderReads, type ShopState } from "@shop/domain";
import type { OrderAddressRows } from "../db/index.ts";

export interface OpenOrdersByAddress {
  /**
   * The answer to an order posted from `req`'s address: the rule's own, or, when the rule placed a
   * new order that would take the address's open orders past its limit, a 409 refusal with no
   * changes. A new order let through is recorded for the address in the store's open write, so it
   * is committed with the order; call it in the write's turn, so no other order is decided in
   * between, and commit the answer's changes at once.
   */
  check(req: Request, decided: ApiOutcome): Promise<ApiOutcome>;
}

export interface OpenOrdersOptions {
  data: () => ShopState;
  orders: OrderReads;
  addresses: OrderAddressRows;
  /** The key the addresses are hashed with. */
  secret: string;
  multiple: number;
}

export function openOrdersByAddress({ data, orders, addresses, secret, multiple }: OpenOrdersOptions): OpenOrdersByAddress {
  // The same grouping as the rate limits: an IPv6 address by its /56, which one customer holds whole.
  const addressKey = (req: Request) => createHmac("sha256", secret).update(`order address\n${ipKeyGenerator(req.ip ?? "")}`).digest("base64url");

  return {
    async check(req, decided) {
      if (decided.notification?.kind !== "order") return decided;
      const { order } = decided.notification;
      const address = addressKey(req);
      const open = await orders.openAmong(await addresses.numbersOf(address));
      const refusal = openValueRefusal(data().store, "address", ordersCents(open), toCents(order.total), multiple);
      if (refusal) return { status: 409, body: refusal };
      await addresses.add(address, order.orderNumber);
      return decided;
    },
  };
}
