import type { SqliteConnection } from "../open.ts";
import { OPEN_STATUSES } from "../order-reads.ts";

/**
 * Which open orders came from which client address (`order_addresses`, migration 0006), for the
 * guest order limit per address (http/open-orders.ts): every process on the database counts the
 * same orders, and a restart forgets none. An address is kept as a keyed hash, never as such, and
 * only while its order is open: the sweep removes the rows of orders picked up or cancelled.
 */
export interface OrderAddressRows {
  /** The numbers of the orders recorded for `address`, open or not (yet) swept. */
  numbersOf(address: string): Promise<string[]>;
  /** Records `orderNumber` for `address` in the store's open write (at once, in a write's turn): committed with the order. */
  add(address: string, orderNumber: string): Promise<void>;
  /** Removes the rows of orders no longer open (or gone); answers how many. */
  sweep(): Promise<number>;
}

export function sqliteOrderAddressRows(sqlite: SqliteConnection, batched: <T>(work: () => T) => Promise<T>): OrderAddressRows {
  const numbersOf = sqlite.prepare<[string], string>("select order_number from order_addresses where address = ? order by order_number").pluck();
  const add = sqlite.prepare<[string, string]>("insert or replace into order_addresses (order_number, address) values (?, ?)");
  const open = OPEN_STATUSES.map(() => "?").join(", ");
  const sweep = sqlite.prepare<string[]>(
    `delete from order_addresses where order_number not in (select order_number from orders where status in (${open}))`,
  );
  return {
    numbersOf: (address) => Promise.resolve(numbersOf.all(address)),
    async add(address, orderNumber) {
      await batched(() => add.run(orderNumber, address));
    },
    sweep: () => batched(() => sweep.run(...OPEN_STATUSES).changes),
  };
}
