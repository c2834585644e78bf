/**
 * What one process used to keep in memory, kept in the database (issue 23). Staff sessions: a
 * restart keeps staff signed in, a sign-out made after it ends the session, the database holds no
 * session id a cookie could be made from, and the sessions that ended are swept away at the next
 * start. Rate limits: a count holds across a restart, and no address is stored. Real servers, one
 * after the other, over one data folder.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, staffFileFor, startServer, type RunningServer, type ServerOptions } from "../../src/index.ts";
import { engineOptions, seedFile, tempDir, withStoredDatabase } from "../support/fixtures.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
let dir: string;
let options: ServerOptions;
let running: RunningServer | undefined;

beforeAll(async () => {
  dir = await tempDir();
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  // The proxy in front is this test: each call may send its own client address in X-Forwarded-For.
  options = { port: 0, dbFile, ...(await engineOptions(dbFile)), seedFile: await seedFile(dir), trustProxy: "loopback", log: () => undefined };
});

afterAll(async () => {
  await running?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Stops the server running (if any) and starts another over the same data folder. */
async function restart(extra: Partial<ServerOptions> = {}): Promise<RunningServer> {
  await running?.close();
  running = await startServer({ ...options, ...extra });
  return running;
}

const call = (server: RunningServer, method: string, url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { method, headers });

async function signIn(server: RunningServer) {
  const reply = await fetch(`${server.url}/api/staff/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
  expect(reply.status).toBe(200);
  const cookie = (reply.headers.get("set-cookie") ?? "").split(";")[0]!;
  return { cookie, csrfToken: ((await reply.json()) as StaffSessionView).csrfToken };
}

/** The rows of a table the database holds, read as another process reads them. */
function rowsOf<Row>(table: "staff_sessions" | "rate_limits"): Promise<Row[]> {
  return withStoredDatabase(options.dbFile, async ({ db }) => (await db.selectFrom(table).selectAll().execute()) as Row[]);
}

const sessionRows = () => rowsOf<{ id: string; data: string; expires_at: number }>("staff_sessions");

/** The session id inside a signed cookie (`shop_staff=s:<id>.<signature>`, URL-encoded). */
const sessionIdOf = (cookie: string) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)))?.[1] ?? "";

describe("a staff session in the database", () => {
  it("outlives a restart: the same cookie and token work on the next server, and sign-out there ends it", async () => {
    const first = await restart();
    const { cookie, csrfToken } = await signIn(first);
    expect((await call(first, "GET", "/api/staff/orders", { cookie })).status).toBe(200);

    const second = await restart();
    const back = await call(second, "GET", "/api/staff/session", { cookie });
    expect({ status: back.status, json: await back.json() }).toEqual({ status: 200, json: { email: STAFF.email, csrfToken } });
    // A write with the token from before the restart is let through the session and CSRF checks (a 404 for a part that does not exist, not a 401 or 403).
    expect((await call(second, "DELETE", "/api/staff/parts/999999/photo", { cookie, [CSRF_HEADER]: csrfToken })).status).toBe(404);

    expect((await call(second, "DELETE", "/api/staff/session", { cookie })).status).toBe(204);
    const third = await restart();
    expect((await call(third, "GET", "/api/staff/session", { cookie })).status).toBe(401);
  });

  it("is kept under a keyed hash of its id: no row holds the id a cookie carries", async () => {
    const server = await restart();
    const before = (await sessionRows()).length;
    const { cookie, csrfToken } = await signIn(server);
    const id = sessionIdOf(cookie);
    expect(id).toMatch(/^[\w-]{20,}$/);
    const rows = await sessionRows();
    expect(rows).toHaveLength(before + 1);
    for (const row of rows) {
      expect(row.id).not.toContain(id);
      expect(row.data).not.toContain(id);
    }
    // The row is the session: its token is in it, and it ends about 2 hours from now.
    const mine = rows.find((row) => row.data.includes(csrfToken));
    expect(mine?.expires_at).toBeGreaterThan(Date.now() + 119 * 60_000);
    expect(mine?.expires_at).toBeLessThanOrEqual(Date.now() + 120 * 60_000);
  });

  it("is answered as none once it has been idle too long, and its row is gone after the next start", { timeout: 20_000 }, async () => {
    const server = await restart({ staffIdleMs: 800 });
    const { cookie, csrfToken } = await signIn(server);
    expect((await sessionRows()).some((row) => row.data.includes(csrfToken))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await call(server, "GET", "/api/staff/session", { cookie })).status).toBe(401);
    await restart();
    expect((await sessionRows()).filter((row) => row.expires_at <= Date.now())).toEqual([]);
    expect((await sessionRows()).some((row) => row.data.includes(csrfToken))).toBe(false);
  });
});

describe("a rate limit's count in the database", () => {
  it("holds across a restart, and keeps no address as such", async () => {
    const address = "203.0.113.77";
    const lookUp = (server: RunningServer) =>
      fetch(`${server.url}/api/orders/lookup`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ orderNumber: "TLH-000000", email: "nobody@example.com" }),
      });
    const first = await restart({ rateLimits: { orderLookupsPerAddress: 2 } });
    expect((await lookUp(first)).status).not.toBe(429);
    expect((await lookUp(first)).status).not.toBe(429);
    const second = await restart({ rateLimits: { orderLookupsPerAddress: 2 } });
    const refused = await lookUp(second);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many order look-ups: try again in \d+ minutes?$/);
    // Another address is counted apart.
    const other = await fetch(`${second.url}/api/orders/lookup`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.78" }, body: "{}" });
    expect(other.status).not.toBe(429);
    const counts = await rowsOf<{ key: string; hits: number; reset_at: number }>("rate_limits");
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts.map((row) => row.hits)).toContain(3);
    expect(JSON.stringify(counts)).not.toContain("203.0.113");
  });
});

describe("an address an account signed in from", () => {
  it("still passes the account's ceiling of failed sign-ins after a restart, while a new address is refused", { timeout: 30_000 }, async () => {
    const limits = { rateLimits: { signInFailuresPerAccount: 2 } };
    const signInFrom = (server: RunningServer, address: string, password = STAFF.password) =>
      fetch(`${server.url}/api/staff/session`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ ...STAFF, password }),
      });
    const first = await restart(limits);
    expect((await signInFrom(first, "198.51.100.1")).status).toBe(200);
    const second = await restart(limits);
    for (const address of ["198.51.100.2", "198.51.100.3"]) expect((await signInFrom(second, address, "not the password")).status).toBe(401);
    expect((await signInFrom(second, "198.51.100.5")).status).toBe(429);
    expect((await signInFrom(second, "198.51.100.1")).status).toBe(200);
    expect(JSON.stringify(await rowsOf("rate_limits"))).not.toContain("198.51.100");
  });
});
