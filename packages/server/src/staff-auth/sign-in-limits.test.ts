/**
 * The sign-in limits over the real server (issue 27; docs/architecture.md, Staff sign-in): a
 * stranger's wrong passwords slow down the stranger's own address, not the account. Failures count
 * per account and address; a much higher per-account ceiling is the backstop, and an address that
 * has signed in to the account before is let through it. Sessions already open keep working.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF_SIGN_IN_REFUSED } from "@shop/domain";
import { startTestServer } from "../../test/support/fixtures.ts";
import { addStaffAccount, hashPassword, staffFileFor } from "./index.ts";
import type { RateLimits } from "./staff-auth.ts";

const PASSWORD = "counter password 1";

// Each sign-in checks a real password hash (scrypt, made slow on purpose), a few dozen per test:
// seconds on a machine busy with the rest of the suite, more than the unit project's 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let lastAddress = 0;
/** A client address of its own (TEST-NET-3), sent in X-Forwarded-For to a server trusting loopback. */
const newAddress = () => `203.0.113.${++lastAddress}`;

/** A server with these sign-in limits and `accounts`, and a sign-in from an address. */
function serverWith(limits: Partial<RateLimits>, accounts: readonly string[]) {
  let started: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    started = await startTestServer({ trustProxy: "loopback", rateLimits: limits });
    const hash = await hashPassword(PASSWORD);
    for (const email of accounts) await addStaffAccount(staffFileFor(started.dbFile), email, hash);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const call = async (method: string, url: string, address: string, init: { cookie?: string; body?: unknown } = {}) => {
    if (!started) throw new Error("the server starts before the first test");
    const response = await fetch(`${started.server.url}${url}`, {
      method,
      headers: {
        "x-forwarded-for": address,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as { message?: string }) : undefined };
  };
  const signIn = (email: string, password: string, address: string) => call("POST", "/api/staff/session", address, { body: { email, password } });
  return { call, signIn };
}

describe("with the shop's own sign-in limits", () => {
  const { signIn } = serverWith({}, ["counter@example.com"]);

  it("five wrong passwords for an account from other addresses do not keep its owner out", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await signIn("counter@example.com", "not the password", newAddress())).toMatchObject({ status: 401, json: { message: STAFF_SIGN_IN_REFUSED } });
    }
    // The owner, from an address never used before: the stranger's guesses are not the owner's.
    expect((await signIn("counter@example.com", PASSWORD, newAddress())).status).toBe(200);
  });
});

describe("the limits on failed sign-ins", () => {
  const limits = { signInsPerAddress: 1000, signInFailuresPerAccountAndAddress: 3, signInFailuresPerAccount: 8 };
  const { call, signIn } = serverWith(limits, ["owner@example.com", "guessed@example.com", "ceiling@example.com"]);

  it("refuse the address that made them, even with the right password, and only that address", async () => {
    const stranger = newAddress();
    for (let i = 0; i < 3; i++) expect((await signIn("guessed@example.com", "wrong password", stranger)).status).toBe(401);
    const refused = await signIn("GUESSED@example.com", PASSWORD, stranger);
    expect(refused).toMatchObject({
      status: 429,
      json: { message: "Too many failed sign-ins for this account from this address: try again in 15 minutes" },
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await signIn("guessed@example.com", PASSWORD, newAddress())).status).toBe(200);
  });

  it("past the account's ceiling, refuse new addresses but let in one that signed in to it before, whose session goes on", async () => {
    const office = newAddress();
    const signedIn = await signIn("ceiling@example.com", PASSWORD, office);
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    // Guesses from many addresses, each within its own limit, until the account's ceiling (8).
    for (let i = 0; i < 8; i++) expect((await signIn("ceiling@example.com", "wrong password", newAddress())).status).toBe(401);
    expect(await signIn("ceiling@example.com", PASSWORD, newAddress())).toMatchObject({
      status: 429,
      json: { message: expect.stringMatching(/^Too many failed sign-ins for this account: try again in \d+ minutes?$/) },
    });
    expect((await call("GET", "/api/staff/session", office, { cookie })).status).toBe(200);
    expect((await signIn("ceiling@example.com", PASSWORD, office)).status).toBe(200);
    // Another account is untouched.
    expect((await signIn("owner@example.com", PASSWORD, newAddress())).status).toBe(200);
  });
});
