import { API_BASE, STAFF_EVENTS_PATH, type OrderLiveEvent, type StaffEventsHello } from "@shop/domain";
import { http, HttpResponse, sse, type HttpHandler } from "msw";
import { getMockStaffSession } from "../data.ts";

/**
 * The live inbox in the mocks (GET /api/staff/events, the server's http/staff-events.ts): a stream
 * opens with `hello` and then hears every order a mock write puts (`tellMockInbox`, from the
 * routes' turn), as the server's streams hear every process's. Without a mock staff session the
 * stream fails, as the server's 401 makes it. `down` is the stream that never opens, for the
 * reconnecting state.
 */

type StaffEvents = { hello: string; order: string };
type Client = { send(payload: { id: string; event: "hello" | "order"; data: string }): void };

/**
 * The open stream. The handlers run in the page (MSW's browser worker only forwards), and a page
 * opens one stream at a time (ui staff/live.ts), so the newest is the one: an older one was closed.
 */
let current: Client | undefined;
let seq = 0;

/** Sends the open mock stream the orders a write put. */
export function tellMockInbox(events: readonly OrderLiveEvent[]): void {
  for (const event of events) {
    seq += 1;
    current?.send({ id: String(seq), event: "order", data: JSON.stringify(event) });
  }
}

const path = `${API_BASE}${STAFF_EVENTS_PATH}`;

type Resolver = Parameters<typeof sse<StaffEvents>>[1];

/**
 * The stream's handler. MSW draws one only where there is an EventSource (a browser); in Node and
 * jsdom, which have none and whose pages never open the stream, the call answers 503 as a server
 * that cannot stream would.
 */
function stream(resolver: Resolver): HttpHandler {
  if (typeof EventSource !== "undefined") return sse<StaffEvents>(path, resolver);
  // Matched whole, on any host: Node has no page address to resolve a relative path against.
  const anyHost = new RegExp(`^https?://[^/]+${path.replaceAll("/", "\\/")}(?:\\?.*)?$`);
  return http.get(anyHost, () => HttpResponse.json({ message: "This environment has no live channel; the inbox checks every 15 seconds" }, { status: 503 }));
}

export const staffEventsHandlers = {
  live: stream(({ client, request }) => {
    if (!getMockStaffSession()) {
      client.error();
      return;
    }
    const hello: StaffEventsHello = { resumed: false };
    client.send({ id: String(seq), event: "hello", data: JSON.stringify(hello) });
    current = client;
    request.signal.addEventListener("abort", () => {
      if (current === client) current = undefined;
    });
  }),
  down: stream(({ client }) => client.error()),
};
