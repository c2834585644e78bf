/**
 * The server's log (docs/architecture.md, Logs): one JSON line per request with its request id,
 * the same id in the X-Request-Id answer header, order events with the order number, and nothing
 * personal: no customer's name, email or phone, no password, session, cookie, CSRF token, order
 * key, newsletter confirmation key or unsubscribe key, wherever a visitor or a staff member put them.
 */
import { rm } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeTotals, fromCents, SESSION_HEADER, type CartItem, type StaffSessionView } from "@shop/domain";
import {
  addStaffAccount,
  confirmKeyMaker,
  hashPassword,
  jsonLogLine,
  loadSecret,
  secretFileFor,
  staffFileFor,
  startServer,
  unsubscribeKeyMaker,
  type LogFields,
  type LogLevel,
  type RunningServer,
} from "../../src/index.ts";
import { engineOptions, inStockParts, newClientOrderNumber, newSessionId, seedFile, tempDir, TEST_RATE_LIMITS } from "../support/fixtures.ts";
import { until } from "../support/mail-sink.ts";

const SECRET = "a-test-secret-of-more-than-32-characters-for-logs";
const CUSTOMER = { name: "Ottoline Quibbleworth", email: "ottoline.q@mail.example", phone: "(850) 555-7319" };
const STAFF = { email: "quill.counter@staff.example", password: "Zebra-Password-9931" };
const READER = "marmaduke.reader@mail.example";

interface Entry {
  msg: string;
  level: LogLevel;
  fields: LogFields;
  /** What the command line writes for it. */
  line: string;
}

let dir: string;
let server: RunningServer;
const entries: Entry[] = [];

beforeAll(async () => {
  dir = await tempDir();
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  server = await startServer({
    port: 0,
    dbFile,
    ...(await engineOptions(dbFile)),
    seedFile: await seedFile(dir),
    secret: SECRET,
    trustProxy: "loopback",
    rateLimits: TEST_RATE_LIMITS,
    log: (msg, level = "info", fields = {}) => entries.push({ msg, level, fields, line: jsonLogLine(msg, level, fields) }),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every request id the server answered with, in order. */
const answeredIds: string[] = [];

async function call(method: string, url: string, { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const id = response.headers.get("x-request-id");
  if (id) answeredIds.push(id);
  return { status: response.status, headers: response.headers, id, json: text && text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const requestEntries = () => entries.filter((e) => e.fields.method !== undefined);

describe("the server's log", () => {
  it("writes a customer's and a staff member's journey as JSON lines with nothing personal, one per request, its id in X-Request-Id, and the order's events by number", async () => {
    const session = newSessionId();
    const guest = { [SESSION_HEADER]: session };
    const [productId] = await inStockParts(server.url);
    const added = await call("POST", "/api/cart", { headers: guest, body: { productId, quantity: 2 } });
    expect(added.status).toBe(201);
    const item = added.json as unknown as CartItem;
    const totals = computeTotals([item], (await call("GET", "/api/store")).json!.taxRate as string);
    const placed = await call("POST", "/api/orders", {
      headers: guest,
      body: {
        ...CUSTOMER,
        subtotal: fromCents(totals.subtotal),
        tax: fromCents(totals.tax),
        total: fromCents(totals.total),
        items: [`${item.quantity} x ${item.product.name}`],
        orderNumber: newClientOrderNumber(),
      },
    });
    expect(placed.status).toBe(201);
    const orderNumber = placed.json!.orderNumber as string;
    const found = await call("POST", "/api/orders/lookup", { body: { orderNumber, email: CUSTOMER.email } });
    expect(found.status).toBe(200);
    const orderKey = found.json!.key as string;
    expect((await call("GET", `/api/orders/${orderNumber}?key=${orderKey}`)).status).toBe(200);

    const signedIn = await call("POST", "/api/staff/session", { body: STAFF });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { csrfToken } = signedIn.json as unknown as StaffSessionView;
    const moved = await call("POST", `/api/staff/orders/${orderNumber}/status`, {
      headers: { cookie, "x-csrf-token": csrfToken },
      body: { status: "ready" },
    });
    expect(moved.status).toBe(200);

    const contact = { name: "Bartholomew Zindelstein", email: "bart.z@mail.example", phone: "(850) 555-2468", subject: "Gasket", message: "Hello" };
    expect((await call("POST", "/api/contact", { body: contact })).status).toBe(201);
    expect((await call("POST", "/api/newsletter", { body: { email: READER } })).status).toBe(202);
    const secret = await loadSecret(secretFileFor(path.join(dir, "shop.db")), SECRET);
    const confirmKey = confirmKeyMaker(secret)(READER);
    await call("GET", `/newsletter/confirm?email=${encodeURIComponent(READER)}&key=${confirmKey}`);
    expect((await call("POST", "/api/newsletter/confirm", { body: { email: READER, key: confirmKey } })).status).toBe(200);
    const unsubscribeKey = unsubscribeKeyMaker(secret)(READER);
    await call("GET", `/newsletter/unsubscribe?email=${encodeURIComponent(READER)}&key=${unsubscribeKey}`);
    expect((await call("POST", "/api/newsletter/unsubscribe", { body: { email: READER, key: unsubscribeKey } })).status).toBe(200);

    await until(() => answeredIds.every((id) => requestEntries().some((e) => e.fields.reqId === id)));

    // One parseable JSON line per request, with its id, method, path without the query, status and time.
    for (const id of answeredIds) {
      const mine = requestEntries().filter((e) => e.fields.reqId === id);
      expect(mine).toHaveLength(1);
      const parsed = JSON.parse(mine[0]!.line) as Record<string, unknown>;
      expect(parsed).toMatchObject({ level: "info", reqId: id, method: expect.any(String), path: expect.stringMatching(/^\/[^?]*$/), status: expect.any(Number), ms: expect.any(Number) });
      expect(new Date(parsed.time as string).toISOString()).toBe(parsed.time);
    }
    for (const { line } of entries) expect(line).not.toMatch(/[\r\n\u2028\u2029]/);

    const placedEvent = entries.find((e) => e.msg === "order placed");
    expect(JSON.parse(placedEvent!.line)).toMatchObject({ order: orderNumber, lines: 1, total: totals.total, reqId: placed.id });
    const movedEvent = entries.find((e) => e.msg === "order status");
    expect(JSON.parse(movedEvent!.line)).toMatchObject({ order: orderNumber, status: "ready", reqId: moved.id, staff: expect.any(String) });

    const secrets = [
      ...Object.values(CUSTOMER),
      CUSTOMER.email.toLowerCase(),
      contact.name,
      contact.email,
      contact.phone,
      READER,
      encodeURIComponent(READER),
      STAFF.email,
      STAFF.password,
      session,
      cookie.split("=")[1]!,
      csrfToken,
      orderKey,
      confirmKey,
      unsubscribeKey,
    ];
    const all = entries.map((e) => e.line).join("\n");
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  it("takes a plain X-Request-Id from a trusted proxy and makes its own for any other", async () => {
    const plain = await call("GET", "/api/store", { headers: { "x-request-id": "edge-4f2a.9_Z" } });
    expect(plain.id).toBe("edge-4f2a.9_Z");
    for (const bad of ["has space", "x".repeat(65), "semi;colon"]) {
      const other = await call("GET", "/api/store", { headers: { "x-request-id": bad } });
      expect(other.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const mine = await call("GET", "/api/store");
    expect(mine.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("ignores an incoming X-Request-Id when no proxy is trusted", async () => {
    const own = await tempDir();
    const untrusting = await startServer({ port: 0, dbFile: path.join(own, "shop.db"), seedFile: await seedFile(own), log: () => undefined });
    try {
      const response = await fetch(`${untrusting.url}/api/store`, { headers: { "x-request-id": "forged-by-client" } });
      await response.text();
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await untrusting.close();
      await rm(own, { recursive: true, force: true });
    }
  });

  it("marks a request whose client left before the answer as aborted", async () => {
    const before = entries.length;
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write("POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"name\":\"Pat");
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await until(() => entries.slice(before).some((e) => e.fields.path === "/api/contact"));
    const entry = entries.slice(before).find((e) => e.fields.path === "/api/contact")!;
    expect(entry.fields).toMatchObject({ method: "POST", aborted: true, reqId: expect.any(String) });
  });
});
