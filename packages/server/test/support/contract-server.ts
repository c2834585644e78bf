import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addStaffAccount, confirmKeyMaker, hashPassword, loadSecret, secretFileFor, staffFileFor, startServer, unsubscribeKeyMaker } from "@shop/server";
import { afterAll, beforeAll } from "vitest";
import { defineContract } from "../../../../tests/contract/contract.ts";

/**
 * The contract against the real server (json-server over a fresh copy of the seed), with one staff
 * account: on a SQLite file in a temporary folder (tests/contract/server.test.ts), or on a new PostgreSQL
 * database that `database()` makes (packages/server/test/postgres/contract.test.ts).
 */
export function defineServerContract(name: string, database: () => Promise<{ postgresUrl?: string }> = () => Promise.resolve({})): void {
  const staff = { email: "counter@example.com", password: "a contract test password" };
  let dir = "";
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  /** The server's own unsubscribe and confirmation keys, from the secret it made beside its database. */
  let keys: { unsubscribe: (email: string) => string; confirm: (email: string) => string } | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-contract-"));
    const dbFile = join(dir, "shop.db");
    await addStaffAccount(staffFileFor(dbFile), staff.email, await hashPassword(staff.password));
    // Every staff case signs in afresh, all from this one address: more sign-ins than the shop's
    // limit allows a counter in 15 minutes. The limits themselves are tested in
    // packages/server/test/staff-auth/staff.test.ts. So do its cart, order, contact and newsletter cases, far
    // past a visitor's limits, and its open orders' value; those are tested in
    // packages/server/test/http/abuse-limits.test.ts.
    server = await startServer({
      host: "127.0.0.1",
      port: 0,
      dbFile,
      ...(await database()),
      log: () => {},
      rateLimits: {
        signInsPerAddress: 1000,
        cartWritesPerAddress: 10_000,
        ordersPerAddress: 1000,
        contactsPerAddress: 1000,
        newsletterPerAddress: 1000,
        openOrderValueMultiplePerAddress: 1000,
      },
    });
    const secret = await loadSecret(secretFileFor(dbFile));
    keys = { unsubscribe: unsubscribeKeyMaker(secret), confirm: confirmKeyMaker(secret) };
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A key maker of the server's, once it has started. */
  const serverKey = (which: "unsubscribe" | "confirm") => (email: string) => {
    if (!keys) throw new Error("The server did not start");
    return keys[which](email);
  };

  defineContract(name, () => {
    if (!server) throw new Error("The server did not start");
    return server.url;
  }, staff, { unsubscribe: serverKey("unsubscribe"), confirm: serverKey("confirm") });
}
