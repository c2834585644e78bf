/**
 * Staff /api calls are refused before their body is read (issue 27): without a staff session (401)
 * or, for a write, without the session's CSRF token (403), with the domain's own answers, while
 * the client still holds its body back; with both, the body is read and the call answered. A
 * staff write the browser says came from another site or origin (Sec-Fetch-Site, Origin) is 403.
 * Each test signs in (a password hash) and may start the catalogue CSV's worker: 30 s each, for a
 * machine that runs every test project at once.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, type StaffSessionView } from "@shop/domain";
import { startTestServer } from "../../test/support/fixtures.ts";
import { addStaffAccount, hashPassword, staffFileFor } from "../staff-auth/index.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
let started: Awaited<ReturnType<typeof startTestServer>> | undefined;
const base = () => {
  if (!started) throw new Error("the server starts before the first test");
  return started.server.url;
};

beforeAll(async () => {
  // Every test signs in afresh from this one address.
  started = await startTestServer({ rateLimits: { signInsPerAddress: 1000 } });
  await addStaffAccount(staffFileFor(started.dbFile), STAFF.email, await hashPassword(STAFF.password));
});
afterAll(async () => {
  await started?.stop();
});

/** Signs in; answers the cookie to send back and the session's CSRF token. */
async function signIn(): Promise<{ cookie: string; csrfToken: string }> {
  const response = await fetch(`${base()}/api/staff/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as StaffSessionView;
  return { cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]!, csrfToken };
}

/**
 * Sends a request's headers, declaring a body of `bytes`, and never the body: answers what the
 * server says meanwhile, or fails when it says nothing within `waitMs` (it is waiting for the body).
 */
function headersAlone(method: string, path: string, bytes: number, headers: Record<string, string> = {}, waitMs = 3_000) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; json: unknown }>((resolve, reject) => {
    const req = httpRequest(`${base()}${path}`, { method, headers: { "content-type": "application/json", "content-length": String(bytes), ...headers } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`${method} ${path}: no answer within ${waitMs} ms while the body was held back`));
    }, waitMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : undefined });
      });
    });
    req.flushHeaders();
  });
}

const TWO_MB = 2 * 1024 * 1024;

describe("a staff call", { timeout: 30_000 }, () => {
  it("without a staff session is refused with 401 before its body is sent", async () => {
    const answer = await headersAlone("POST", "/api/staff/catalogue/import/preview", TWO_MB);
    expect(answer).toMatchObject({ status: 401, json: { message: "Sign in to the back office to do this" } });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    // The body is never read: the connection is not kept for it.
    expect(answer.headers.connection).toBe("close");
    expect(await headersAlone("PUT", "/api/staff/parts/1", 50_000)).toMatchObject({ status: 401 });
  });

  it("that writes without the session's CSRF token is refused with 403 before its body is sent", async () => {
    const { cookie } = await signIn();
    expect(await headersAlone("POST", "/api/staff/catalogue/import/preview", TWO_MB, { cookie })).toMatchObject({
      status: 403,
      json: { message: "The page is out of date: reload it and try again", field: CSRF_HEADER },
    });
    expect(await headersAlone("POST", "/api/staff/catalogue/import/preview", TWO_MB, { cookie, [CSRF_HEADER]: "not the token" })).toMatchObject({ status: 403 });
  });

  it("with a session and its token has its body read and answered, and a read without a session is 401", async () => {
    const { cookie, csrfToken } = await signIn();
    const exported = await fetch(`${base()}/api/staff/catalogue/export`, { headers: { cookie } });
    expect(exported.status).toBe(200);
    const { csv } = (await exported.json()) as { csv: string };
    const preview = await fetch(`${base()}/api/staff/catalogue/import/preview`, {
      method: "POST",
      headers: { cookie, [CSRF_HEADER]: csrfToken, "content-type": "application/json" },
      body: JSON.stringify({ csv }),
    });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ errors: [], new: [], changed: [] });
    const anonymous = await fetch(`${base()}/api/staff/catalogue/export`);
    expect({ status: anonymous.status, json: await anonymous.json() }).toEqual({ status: 401, json: { message: "Sign in to the back office to do this" } });
  });
});

describe("a staff write from a page of another site", { timeout: 30_000 }, () => {
  /** A catalogue preview (it changes nothing) of the shop's own CSV, with these headers added. */
  async function preview(extra: Record<string, string>) {
    const { cookie, csrfToken } = await signIn();
    const exported = await fetch(`${base()}/api/staff/catalogue/export`, { headers: { cookie } });
    const { csv } = (await exported.json()) as { csv: string };
    const response = await fetch(`${base()}/api/staff/catalogue/import/preview`, {
      method: "POST",
      headers: { cookie, [CSRF_HEADER]: csrfToken, "content-type": "application/json", ...extra },
      body: JSON.stringify({ csv }),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  }
  const own = () => new URL(base()).origin;

  it("is refused with 403 naming Sec-Fetch-Site when the browser says it came from another site", async () => {
    expect(await preview({ "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" })).toEqual({
      status: 403,
      json: { message: "Back-office changes are taken only from the shop's own pages: this request came from another site (Sec-Fetch-Site: cross-site)", field: "sec-fetch-site" },
    });
    // Another address of the same site (a sibling subdomain) is not this origin either.
    expect(await preview({ "sec-fetch-site": "same-site", origin: "http://blog.localhost" })).toEqual({
      status: 403,
      json: { message: "Back-office changes are taken only from the shop's own pages: this request came from another address of this site (Sec-Fetch-Site: same-site)", field: "sec-fetch-site" },
    });
  });

  it("is refused with 403 naming Origin when Origin names another host than the request's", async () => {
    expect(await preview({ origin: "https://elsewhere.example" })).toEqual({
      status: 403,
      json: { message: "Back-office changes are taken only from the shop's own pages: the Origin header names another host than this one", field: "origin" },
    });
    expect(await preview({ "sec-fetch-site": "same-origin", origin: "null" })).toMatchObject({ status: 403, json: { field: "origin" } });
  });

  it("goes through from the shop's own origin, or from a client that sends neither header", async () => {
    expect(await preview({ "sec-fetch-site": "same-origin", origin: own() })).toMatchObject({ status: 200 });
    expect(await preview({ "sec-fetch-site": "same-site", origin: own() })).toMatchObject({ status: 200 });
    expect(await preview({})).toMatchObject({ status: 200 });
  });

  it("applies to signing in too, and never to reads", async () => {
    const signInFrom = (headers: Record<string, string>) =>
      fetch(`${base()}/api/staff/session`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(STAFF) });
    expect((await signInFrom({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await signInFrom({ origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await signInFrom({ "sec-fetch-site": "same-origin", origin: own() })).status).toBe(200);
    const { cookie } = await signIn();
    expect((await fetch(`${base()}/api/staff/session`, { headers: { cookie, "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" } })).status).toBe(200);
  });
});
