/**
 * The live inbox (issue 24): GET /api/staff/events streams an `order` event for each order put,
 * from whichever server on the database wrote it, and a reconnect with Last-Event-ID gets what it
 * missed. Two servers on one SQLite file (server project) and on one PostgreSQL database (postgres
 * project); the streams are read as a browser's EventSource reads them.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CSRF_HEADER, type OrderLiveEvent, type Part, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { placeOrder, seedFile, taxRateOf, tempDir, TEST_RATE_LIMITS } from "../support/fixtures.ts";
import { postgresDatabases } from "../postgres/databases.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
let dir: string;
let one: RunningServer;
/** One staff session for every case (a session from one server works on the other; each sign-in is slowed). */
let staff: Promise<{ cookie: string; csrfToken: string }>;
let other: RunningServer;
const postgres = postgresDatabases();

beforeAll(async () => {
  dir = await tempDir("shop-staff-events-");
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  const options = {
    port: 0,
    dbFile,
    ...(inject("engine") === "postgres" ? { postgresUrl: await postgres.newDatabase() } : {}),
    seedFile: await seedFile(dir),
    rateLimits: TEST_RATE_LIMITS,
    log: () => undefined,
  };
  one = await startServer(options);
  other = await startServer(options);
  staff = signIn(one);
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

interface ServerEvent {
  id?: string;
  event: string;
  data: string;
}

/** An open stream, read as EventSource reads it: `next(match)` waits (up to `ms`) for the next event `match` accepts. */
async function openStream(server: RunningServer, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/staff/events`, {
    headers: { cookie, accept: "text/event-stream", ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId }) },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const queue: ServerEvent[] = [];
  let buffer = "";
  async function next(match: (event: ServerEvent) => boolean = () => true, ms = 2_000): Promise<ServerEvent> {
    const until = Date.now() + ms;
    for (;;) {
      const index = queue.findIndex(match);
      if (index >= 0) return queue.splice(0, index + 1).at(-1)!;
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms; had ${JSON.stringify(queue)}`);
      const chunk = await Promise.race([reader.read(), new Promise<undefined>((resolve) => setTimeout(resolve, left))]);
      if (chunk === undefined) continue;
      if (chunk.done) throw new Error(`the stream ended; had ${JSON.stringify(queue)}`);
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split("\n").filter((line) => !line.startsWith(":"));
        const field = (name: string) => fields.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim();
        if (field("event") !== undefined || field("data") !== undefined) queue.push({ id: field("id"), event: field("event") ?? "message", data: field("data") ?? "" });
      }
    }
  }
  return { response, next, close: () => controller.abort() };
}

const orderEvent = (orderNumber: string | undefined, kind: OrderLiveEvent["kind"]) => (event: ServerEvent) =>
  event.event === "order" && (JSON.parse(event.data) as OrderLiveEvent).orderNumber === orderNumber && (JSON.parse(event.data) as OrderLiveEvent).kind === kind;

describe(`the live inbox on two servers over one ${inject("engine") === "postgres" ? "PostgreSQL" : "SQLite"} database`, () => {
  it("is for signed-in staff alone", async () => {
    const refused = await fetch(`${one.url}/api/staff/events`, { headers: { accept: "text/event-stream" } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/sign in/i);
  });

  it("hears an order placed on the other server, and its moves, within two seconds", async () => {
    const { cookie, csrfToken } = await staff;
    const stream = await openStream(other, cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("cache-control")).toContain("no-store");
      const hello = await stream.next();
      expect(hello.event).toBe("hello");
      expect(JSON.parse(hello.data)).toEqual({ resumed: false });
      expect(Number(hello.id)).toBeGreaterThanOrEqual(0);

      const [part] = (await one.store.reads.catalogue.allRecords()).filter((p: Part) => p.quantityOnHand > 5);
      const placed = await placeOrder(one.url, part!.id, await taxRateOf(one.url), { email: "live@example.com" });
      expect(placed.status).toBe(201);
      const heard = await stream.next(orderEvent(placed.orderNumber, "placed"));
      expect(Number(heard.id)).toBeGreaterThan(Number(hello.id));
      // Nothing personal rides on the stream: the lists it makes the client read say who.
      expect(heard.data).not.toContain("live@example.com");

      const ready = await fetch(`${one.url}/api/staff/orders/${placed.orderNumber}/status`, {
        method: "POST",
        headers: { cookie, [CSRF_HEADER]: csrfToken, "content-type": "application/json" },
        body: JSON.stringify({ status: "ready" }),
      });
      expect(ready.status).toBe(200);
      await stream.next(orderEvent(placed.orderNumber, "changed"));

      const key = (placed.body as { key: string }).key;
      const arrived = await fetch(`${one.url}/api/orders/${placed.orderNumber}/arrived?key=${encodeURIComponent(key)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ curbside: "Blue pickup truck" }),
      });
      expect(arrived.status).toBe(200);
      const here = await stream.next(orderEvent(placed.orderNumber, "arrived"));
      expect(here.data).not.toContain("Blue pickup");
    } finally {
      stream.close();
    }
  });

  it("gives a stream that reconnects with Last-Event-ID what it missed, in order", async () => {
    const { cookie } = await staff;
    const first = await openStream(one, cookie);
    const hello = await first.next();
    first.close();

    const taxRate = await taxRateOf(other.url);
    const parts = (await other.store.reads.catalogue.allRecords()).filter((p: Part) => p.quantityOnHand > 5).slice(1, 3);
    const missed: string[] = [];
    for (const part of parts) {
      const placed = await placeOrder(other.url, part.id, taxRate, { email: "missed@example.com" });
      expect(placed.status).toBe(201);
      missed.push(placed.orderNumber!);
    }

    const again = await openStream(one, cookie, hello.id);
    try {
      const resumed = await again.next();
      expect(resumed).toMatchObject({ event: "hello", id: hello.id });
      expect(JSON.parse(resumed.data)).toEqual({ resumed: true });
      const a = await again.next(orderEvent(missed[0], "placed"));
      const b = await again.next(orderEvent(missed[1], "placed"));
      expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    } finally {
      again.close();
    }
  });

  it("starts from now when Last-Event-ID is not one it wrote", async () => {
    const { cookie } = await staff;
    const stream = await openStream(one, cookie, "999999999999");
    try {
      const hello = await stream.next();
      expect(hello.event).toBe("hello");
      expect(JSON.parse(hello.data)).toEqual({ resumed: false });
      expect(Number(hello.id)).toBeLessThan(999999999999);
    } finally {
      stream.close();
    }
  });
});
