/**
 * What only the server does for the back office: the staff session cookie and its attributes,
 * its end (idle, sign-out, account removed or reset), the sign-in and "Find my order" limits and
 * the no-store answers. Who may call what is the contract suite's business.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes, SESSION_HEADER, STAFF_SIGN_IN_REFUSED, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, removeStaffAccount, resetStaffPassword, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, newSessionId, seedFile, tempDir } from "../support/fixtures.ts";

const IDLE_MS = 1_500;
const PASSWORD = "counter password 1";
let dir: string;
let accounts: string;
let server: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  dir = await tempDir();
  const dbFile = path.join(dir, "shop.db");
  accounts = staffFileFor(dbFile);
  const hash = await hashPassword(PASSWORD);
  for (const email of ["counter@example.com", "removed@example.com", "reset@example.com", "limited@example.com"]) {
    await addStaffAccount(accounts, email, hash);
  }
  server = await startServer({
    port: 0,
    dbFile,
    ...(await engineOptions(dbFile)),
    seedFile: await seedFile(dir),
    // The proxy in front is this test: each test sends its own client address in X-Forwarded-For.
    trustProxy: "loopback",
    staffIdleMs: IDLE_MS,
    rateLimits: { signInsPerAddress: 6, signInFailuresPerAccount: 3, orderLookupsPerAddress: 3 },
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

let lastAddress = 0;
/** A client address of its own (TEST-NET-3), so each test starts with fresh per-address limits. */
const newAddress = () => `203.0.113.${++lastAddress}`;

interface Caller {
  address?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

async function call(method: string, url: string, { address = newAddress(), cookie, headers = {} }: Caller = {}, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      "x-forwarded-for": address,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const signInAs = (email: string, password: string, caller: Caller = {}) => call("POST", "/api/staff/session", caller, { email, password });

/** Signs in and answers the cookie to send back and the session's CSRF token. */
async function signIn(email = "counter@example.com", caller: Caller = {}) {
  const reply = await signInAs(email, PASSWORD, caller);
  expect(reply.status).toBe(200);
  const setCookie = reply.headers.get("set-cookie") ?? "";
  return { cookie: setCookie.split(";")[0]!, setCookie, session: reply.json as StaffSessionView };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the staff session cookie", () => {
  it("is HttpOnly, SameSite=Strict, for /api/staff only, and not Secure over plain HTTP", async () => {
    const { setCookie, session, cookie } = await signIn();
    expect(session).toEqual({ email: "counter@example.com", csrfToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(setCookie).toMatch(/^shop_staff=[^;]+; Path=\/api\/staff; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const back = await call("GET", "/api/staff/session", { cookie });
    expect(back).toMatchObject({ status: 200, json: session });
  });

  it("is Secure when a trusted proxy says the request came over HTTPS", async () => {
    const { setCookie } = await signIn("counter@example.com", { headers: { "x-forwarded-proto": "https" } });
    expect(setCookie).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it("comes with a new session id at each sign-in, whatever the browser already had", async () => {
    const first = await signIn();
    const second = await signIn("counter@example.com", { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.session.csrfToken).not.toBe(first.session.csrfToken);
  });

  it("is refused for a wrong password and an unknown account with the same answer, and sets nothing", async () => {
    const wrong = await signInAs("counter@example.com", "not the password");
    const unknown = await signInAs("nobody@example.com", PASSWORD);
    for (const reply of [wrong, unknown]) {
      expect(reply).toMatchObject({ status: 401, json: { message: STAFF_SIGN_IN_REFUSED } });
      expect(reply.headers.get("set-cookie")).toBeNull();
    }
  });

  it("is never granted by a guest session-id header", async () => {
    const reply = await call("GET", "/api/staff/orders", { headers: { [SESSION_HEADER]: newSessionId() } });
    expect(reply.status).toBe(401);
  });
});

describe("a staff session", () => {
  it("ends after a spell without a staff call, and each call moves that end on", { timeout: 20_000 }, async () => {
    const { cookie } = await signIn();
    for (let i = 0; i < 4; i++) {
      await sleep(IDLE_MS / 2);
      expect((await call("GET", "/api/staff/session", { cookie })).status).toBe(200);
    }
    await sleep(IDLE_MS + 500);
    expect((await call("GET", "/api/staff/session", { cookie })).status).toBe(401);
  });

  it("ends at sign-out, which clears the cookie", async () => {
    const { cookie } = await signIn();
    const out = await call("DELETE", "/api/staff/session", { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^shop_staff=; Path=\/api\/staff; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
    expect((await call("GET", "/api/staff/session", { cookie })).status).toBe(401);
    // Signing out again, or with no session at all, is no error.
    expect((await call("DELETE", "/api/staff/session", { cookie })).status).toBe(204);
  });

  it("stops working once its account is removed, or its password reset", async () => {
    const removed = await signIn("removed@example.com");
    const reset = await signIn("reset@example.com");
    await removeStaffAccount(accounts, "removed@example.com");
    await resetStaffPassword(accounts, "reset@example.com", await hashPassword("a brand new password"));
    expect((await call("GET", "/api/staff/orders", removed)).status).toBe(401);
    expect((await call("GET", "/api/staff/orders", reset)).status).toBe(401);
    expect((await signInAs("removed@example.com", PASSWORD)).status).toBe(401);
    expect((await signInAs("reset@example.com", "a brand new password")).status).toBe(200);
  });
});

describe("the limits", () => {
  // Per account and address, and known addresses passing the ceiling: src/staff-auth/sign-in-limits.test.ts.
  it("refuse an account past its ceiling of failed sign-ins, even with the right password, from an address new to it, but not other accounts", async () => {
    for (let i = 0; i < 3; i++) expect((await signInAs("limited@example.com", "wrong password")).status).toBe(401);
    const locked = await signInAs("LIMITED@example.com", PASSWORD);
    expect(locked).toMatchObject({ status: 429, json: { message: "Too many failed sign-ins for this account: try again in 15 minutes" } });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await signInAs("counter@example.com", PASSWORD)).status).toBe(200);
  });

  it("refuse an address after its sign-in attempts, right or wrong", async () => {
    const address = newAddress();
    // The wrong ones for accounts of their own, so no account's own limit comes into it.
    for (let i = 0; i < 6; i++) {
      const attempt = i % 2 ? await signInAs("counter@example.com", PASSWORD, { address }) : await signInAs(`stranger${i}@example.com`, "wrong", { address });
      expect(attempt.status).toBe(i % 2 ? 200 : 401);
    }
    expect(await signInAs("counter@example.com", PASSWORD, { address })).toMatchObject({
      status: 429,
      json: { message: expect.stringMatching(/^Too many sign-in attempts: try again in \d+ minutes?$/) },
    });
    expect((await signInAs("counter@example.com", PASSWORD)).status).toBe(200);
  });

  it("refuse an address after its \"Find my order\" look-ups", async () => {
    const address = newAddress();
    const lookUp = () => call("POST", "/api/orders/lookup", { address }, { orderNumber: "TLH-20261124-ABCDE", email: "a@example.com" });
    for (let i = 0; i < 3; i++) expect((await lookUp()).status).toBe(404);
    expect(await lookUp()).toMatchObject({ status: 429, json: { message: expect.stringMatching(/^Too many order look-ups: try again in/) } });
  });
});

describe("staff and order answers", () => {
  it("are kept by no cache, while catalogue answers may be revalidated", async () => {
    const { cookie } = await signIn();
    for (const reply of [
      await call("GET", "/api/staff/orders", { cookie }),
      await call("GET", "/api/staff/session"),
      await call("GET", "/api/orders/TLH-20261124-ABCDE?key=x"),
      await call("POST", "/api/orders/lookup", {}, { orderNumber: "TLH-20261124-ABCDE", email: "a@example.com" }),
    ]) {
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await call("GET", "/api/store")).headers.get("cache-control")).toBe("no-cache");
  });

  it("are never kept in the server's answer cache", () => {
    const personal = routes.filter((route) => route.staff || route.group === "orders");
    expect(personal.map((route) => route.name)).toContain("order");
    for (const route of personal) expect(route.cacheable, route.name).toBe(false);
  });

  it("are logged by path, never with the order key in the query", async () => {
    await call("GET", "/api/orders/TLH-20261124-ABCDE?key=secret-order-key");
    await sleep(50);
    expect(lines).toContain(lines.find((line) => line === "GET /api/orders/TLH-20261124-ABCDE 404"));
    expect(lines.join("\n")).not.toContain("secret-order-key");
  });
});
