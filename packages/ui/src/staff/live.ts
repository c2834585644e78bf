import { API_BASE, apiRoutes, parseOrderLiveEvent, STAFF_EVENTS_PATH, type OrderLiveEvent } from "@shop/domain";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { apiUrl } from "../client/client.ts";
import { routeKey } from "../client/keys.ts";

/**
 * The back office's live channel (docs/architecture.md, Back office): one EventSource per tab on
 * GET /api/staff/events, opened by the frame while someone is signed in, whatever page is shown.
 *
 * - Each `order` event asks the order reads on screen again (inbox, arrivals, the order, pick
 *   lists, day report); so does the `hello` that opens a connection after a drop, since the tab
 *   cannot know what it missed meanwhile (on the first, the lists were just read). A new order and a customer at the store also ring and notify, where the staff
 *   member turned that on (`useLiveAlerts`).
 * - While the stream is down the browser reconnects on its own (sending Last-Event-ID); the lists
 *   poll every 15 seconds meanwhile (`useLivePollMs`). A stream the server refused is opened again
 *   after 15 seconds.
 * - `signed-out` (the session ended elsewhere) closes it and asks who is signed in, so the frame
 *   goes to sign-in.
 */

/** Where the live channel stands: "off" where the browser has no EventSource (or before it opens). */
export type LiveState = "connecting" | "live" | "reconnecting" | "off";

/** How often the lists ask again while the stream is down. */
const STAFF_POLL_MS = 15_000;
/** How often they ask anyway while it is up: a safety net, and it keeps the session from idling out. */
const STAFF_LIVE_POLL_MS = 5 * 60_000;
/** How long after a refused stream another is tried. */
const REOPEN_MS = 15_000;

/** What a new order or an arrival says, for the notification and the page's live region. */
export function liveAlertText(event: OrderLiveEvent): string | undefined {
  if (event.kind === "placed") return `New order ${event.orderNumber}`;
  if (event.kind === "arrived") return `Customer is here for ${event.orderNumber}`;
  return undefined;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: LiveState = "off";
let source: EventSource | undefined;
let reopen: ReturnType<typeof setTimeout> | undefined;
/** The stream dropped (or was refused) since the frame opened it: the next `hello` asks the lists again. */
let missed = false;
/** The query clients of the mounted frames (one, in practice), each told of every event. */
const clients = new Map<QueryClient, number>();
const alerted = new Set<(event: OrderLiveEvent) => void>();

function setState(next: LiveState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The order reads a change to an order may have moved. */
const ORDER_READS = [apiRoutes.staffOrders, apiRoutes.staffArrivals, apiRoutes.staffPickLists, apiRoutes.staffDayReport].map((route) => routeKey(route));

function refresh(): void {
  for (const client of clients.keys()) for (const queryKey of ORDER_READS) void client.invalidateQueries({ queryKey });
}

function open(): void {
  clearTimeout(reopen);
  reopen = undefined;
  if (typeof EventSource === "undefined" || source) return;
  const stream = new EventSource(apiUrl(`${API_BASE}${STAFF_EVENTS_PATH}`));
  source = stream;
  setState("connecting");
  stream.addEventListener("hello", () => {
    setState("live");
    // After a drop the lists may have missed something; on the first connection they were just read.
    if (missed) refresh();
    missed = false;
  });
  stream.addEventListener("order", (message) => {
    const event = parseOrderLiveEvent((message as MessageEvent<string>).data);
    if (!event) return;
    refresh();
    for (const alert of alerted) alert(event);
  });
  stream.addEventListener("signed-out", () => {
    close();
    for (const client of clients.keys()) void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffSession) });
  });
  stream.addEventListener("error", () => {
    if (source !== stream) return;
    missed = true;
    setState("reconnecting");
    // CLOSED: the server answered with an error (401, 503): the browser will not try again itself.
    if (stream.readyState === EventSource.CLOSED) {
      source = undefined;
      reopen = setTimeout(open, REOPEN_MS);
    }
  });
}

function close(): void {
  clearTimeout(reopen);
  reopen = undefined;
  source?.close();
  source = undefined;
  missed = false;
  setState("off");
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => state;
const onServer = (): LiveState => "off";

/** Where the live channel stands, for the inbox's status line and the lists' polling. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, current, onServer);
}

/** How often a list of orders asks again: rarely while the live channel is up, every 15 seconds while it is not. */
export function useLivePollMs(): number {
  return useLiveState() === "live" ? STAFF_LIVE_POLL_MS : STAFF_POLL_MS;
}

/**
 * Keeps the tab's one live stream open while `enabled` (someone is signed in); `onAlert` hears each
 * event. The stream closes once no frame wants it.
 */
export function useStaffLive(enabled: boolean, onAlert?: (event: OrderLiveEvent) => void): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    clients.set(client, (clients.get(client) ?? 0) + 1);
    if (onAlert) alerted.add(onAlert);
    open();
    return () => {
      if (onAlert) alerted.delete(onAlert);
      const users = (clients.get(client) ?? 1) - 1;
      if (users > 0) clients.set(client, users);
      else clients.delete(client);
      if (clients.size === 0) close();
    };
  }, [enabled, client, onAlert]);
}
