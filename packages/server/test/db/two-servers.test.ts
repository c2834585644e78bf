/**
 * Two servers over one database behave as one shop (issue 23): each has its own connection,
 * memory and page cache, as two processes or two machines would. A staff session from one works
 * on the other, a price changed through one shows on the other's next page (kept pages
 * included), an order placed on one is in the other's inbox, the last unit is sold once, and the
 * per-address limits count the requests both answered; a server started again keeps staff signed
 * in. On one SQLite file (server project) and on one PostgreSQL database (postgres project), as
 * two machines would share it.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CSRF_HEADER, pagePaths, type Part, type StaffOrderList, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { placeOrder, SERVER_BUILD, seedFile, taxRateOf, tempDir, TEST_RATE_LIMITS } from "../support/fixtures.ts";
import { postgresDatabases } from "../postgres/databases.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
let dir: string;
let one: RunningServer;
let other: RunningServer;
let options: Parameters<typeof startServer>[0];
const postgres = postgresDatabases();

beforeAll(async () => {
  dir = await tempDir("shop-two-servers-");
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  options = {
    port: 0,
    dbFile,
    ...(inject("engine") === "postgres" ? { postgresUrl: await postgres.newDatabase() } : {}),
    seedFile: await seedFile(dir),
    storefront: { serverBuildFile: SERVER_BUILD },
    // The proxy in front is this test: each call may send its own client address.
    trustProxy: "loopback",
    rateLimits: { ...TEST_RATE_LIMITS, contactsPerAddress: 3 },
    log: () => undefined,
  };
  one = await startServer(options);
  other = await startServer(options);
});

afterAll(async () => {
  await one?.close();
  await other?.close();
  await rm(dir, { recursive: true, force: true });
});

async function signIn(server: RunningServer) {
  const reply = await fetch(`${server.url}/api/staff/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
  expect(reply.status).toBe(200);
  return { cookie: (reply.headers.get("set-cookie") ?? "").split(";")[0]!, csrfToken: ((await reply.json()) as StaffSessionView).csrfToken };
}

const pageOf = async (server: RunningServer, url: string) => (await fetch(`${server.url}${url}`)).text();

describe(`two servers on one ${inject("engine") === "postgres" ? "PostgreSQL" : "SQLite"} database`, () => {
  it("share a staff session, and a price changed through one shows on the other's next page", async () => {
    const { cookie, csrfToken } = await signIn(one);
    const session = await fetch(`${other.url}/api/staff/session`, { headers: { cookie } });
    expect(await session.json()).toEqual({ email: STAFF.email, csrfToken });

    const part = (await one.store.reads.catalogue.allRecords()).find((p) => p.originalPrice === undefined && p.quantityOnHand > 0) as Part;
    const url = pagePaths.product(part.id);
    // The other server has the page kept.
    expect(await pageOf(other, url)).toContain(`$${part.price}`);
    const changed = await fetch(`${one.url}/api/staff/parts/${part.id}`, {
      method: "PUT",
      headers: { cookie, [CSRF_HEADER]: csrfToken, "content-type": "application/json" },
      body: JSON.stringify({ price: "43.21" }),
    });
    expect(changed.status).toBe(200);
    const after = await pageOf(other, url);
    expect(after).toContain("$43.21");
    expect(after).not.toContain(`$${part.price}<`);
  });

  it("show an order placed on one in the other's inbox", async () => {
    const { cookie } = await signIn(other);
    const [part] = (await one.store.reads.catalogue.allRecords()).filter((p) => p.quantityOnHand > 5);
    const placed = await placeOrder(one.url, part!.id, await taxRateOf(one.url), { email: "two-servers@example.com" });
    expect(placed.status).toBe(201);
    const inbox = (await (await fetch(`${other.url}/api/staff/orders?limit=100`, { headers: { cookie } })).json()) as StaffOrderList;
    expect(inbox.orders.map((order) => order.orderNumber)).toContain(placed.orderNumber);
  });

  it("sell the last unit once, when both are asked for it at the same moment", async () => {
    const part = (await one.store.reads.catalogue.allRecords()).find((p) => p.quantityOnHand > 0 && p.id !== 1) as Part;
    await one.store.commit([{ op: "put", collection: "products", record: { ...part, quantityOnHand: 1 } }]);
    const taxRate = await taxRateOf(one.url);
    const [a, b] = await Promise.all([
      placeOrder(one.url, part.id, taxRate, { email: "last-a@example.com" }),
      placeOrder(other.url, part.id, taxRate, { email: "last-b@example.com" }),
    ]);
    // Each cart took the unit; one order got it, the other was told it is gone.
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await other.store.reads.catalogue.records([part.id]))[0]?.quantityOnHand).toBe(0);
  });

  it("count a client's requests to both against one per-address limit", async () => {
    const address = "203.0.113.77";
    const message = (server: RunningServer) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ name: "Pat", email: "pat@example.com", message: "Do you have a door gasket for this model?" }),
      });
    const answers = [await message(one), await message(other), await message(one), await message(other)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
  });

  it("keep staff signed in through a restart of either", async () => {
    const { cookie, csrfToken } = await signIn(one);
    await one.close();
    one = await startServer(options);
    for (const server of [one, other]) {
      const session = await fetch(`${server.url}/api/staff/session`, { headers: { cookie } });
      expect(await session.json()).toEqual({ email: STAFF.email, csrfToken });
    }
    // Signing out on one ends the session on both.
    expect((await fetch(`${other.url}/api/staff/session`, { method: "DELETE", headers: { cookie, [CSRF_HEADER]: csrfToken } })).status).toBe(204);
    expect((await fetch(`${one.url}/api/staff/session`, { headers: { cookie } })).status).toBe(401);
  });
});
