/**
 * The live inbox's streams (staff-events.ts) on a real HTTP server, with the told order events and
 * the session as the test sets them: a stream whose session has ended says so and ends at the next
 * heartbeat, past the cap a stream is refused with a JSON message, and close() ends every stream.
 * The whole path through the store and the staff gate is tested in test/orders/staff-events.test.ts.
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { StaffSessionView } from "@shop/domain";
import type { ToldOrderEvent } from "../db/index.ts";
import { staffEvents } from "./staff-events.ts";

const told: ToldOrderEvent[] = [];
const store = {
  orderEvents: (seq: number) => Promise.resolve(told.filter((event) => event.seq > seq)),
  latestTold: () => Promise.resolve(told.at(-1)?.seq ?? 0),
};
let server: Server | undefined;

afterEach(async () => {
  told.length = 0;
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server with one stream route; `session` says whether the request's session still holds. */
async function serve(options: { session: () => boolean; maxStreams?: number }) {
  const events = staffEvents({
    store,
    current: () => Promise.resolve<StaffSessionView | null>(options.session() ? { email: "counter@example.com", csrfToken: "t" } : null),
    log: () => undefined,
    pollMs: 20,
    heartbeatMs: 50,
    maxStreams: options.maxStreams ?? 10,
  });
  const app = express();
  app.use((req, _res, next) => {
    // As express-session's: reading it again fails once the session is gone.
    (req as unknown as { session: object }).session = { reload: (done: (error?: Error) => void) => done(options.session() ? undefined : new Error("gone")) };
    next();
  });
  app.get("/events", events.handler);
  server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  return { events, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events` };
}

/** Everything a stream sends until it ends. */
async function readAll(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
  return text;
}

describe("the live inbox's streams", () => {
  it("send the told order events after the stream's start, then end with signed-out once the session is gone", async () => {
    told.push({ seq: 4, kind: "placed", orderNumber: "TLH-OLD" });
    let held = true;
    const { url } = await serve({ session: () => held });
    const response = await fetch(url);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("event: hello")) text += (await reader.read()).value ?? "";
    told.push({ seq: 5, kind: "arrived", orderNumber: "TLH-NEW" });
    while (!text.includes("TLH-NEW")) text += (await reader.read()).value ?? "";
    held = false;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    expect(text).toContain("retry: 3000");
    expect(text).toContain('id: 4\nevent: hello\ndata: {"resumed":false}');
    expect(text).toContain('id: 5\nevent: order\ndata: {"kind":"arrived","orderNumber":"TLH-NEW"}');
    // What was told before the stream began is not sent again.
    expect(text).not.toContain("TLH-OLD");
    expect(text).toContain(": still here");
    expect(text.trimEnd().endsWith("event: signed-out\ndata: {}")).toBe(true);
  });

  it("refuse a stream past the cap with a JSON message, and all end at close()", async () => {
    const { url, events } = await serve({ session: () => true, maxStreams: 1 });
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const refused = await fetch(url);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(((await refused.json()) as { message: string }).message).toMatch(/every 15 seconds/);
    expect(events.size()).toBe(1);
    const rest = readAll(first);
    events.close();
    expect(await rest).toContain("event: hello");
    expect(events.size()).toBe(0);
  });
});
