/**
 * A staff session's absolute lifetime (issue 27): besides ending after 2 hours without a staff
 * call, a session ends 12 hours after its sign-in, however recently it was used. The server's
 * clock (ServerOptions.now) is moved; the idle time runs on the real one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, type StaffSessionView } from "@shop/domain";
import { startTestServer } from "../../test/support/fixtures.ts";
import { addStaffAccount, hashPassword, staffFileFor } from "./index.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far the server's clock is ahead of the real one. */
let ahead = 0;
let started: Awaited<ReturnType<typeof startTestServer>> | undefined;

beforeAll(async () => {
  started = await startTestServer({ now: () => new Date(Date.now() + ahead) });
  await addStaffAccount(staffFileFor(started.dbFile), STAFF.email, await hashPassword(STAFF.password));
});
afterAll(async () => {
  await started?.stop();
});

const call = (method: string, path: string, headers: Record<string, string>) => fetch(`${started?.server.url}${path}`, { method, headers });

describe("a staff session", () => {
  it("ends 12 hours after its sign-in even when it was used a minute before", async () => {
    ahead = 0;
    const signedIn = await fetch(`${started?.server.url}/api/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(STAFF),
    });
    expect(signedIn.status).toBe(200);
    const { csrfToken } = (await signedIn.json()) as StaffSessionView;
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;

    ahead = 12 * HOUR - MINUTE;
    expect((await call("GET", "/api/staff/session", { cookie })).status).toBe(200);
    ahead = 12 * HOUR + MINUTE;
    const late = await call("GET", "/api/staff/session", { cookie });
    expect({ status: late.status, json: await late.json() }).toEqual({ status: 401, json: { message: "Sign in to the back office to do this" } });
    // Gone for good: the clock put back does not bring it back, and writes are refused too.
    ahead = 0;
    expect((await call("GET", "/api/staff/orders", { cookie })).status).toBe(401);
    expect((await call("DELETE", `/api/staff/parts/1/photo`, { cookie, [CSRF_HEADER]: csrfToken })).status).toBe(401);
  });
});
