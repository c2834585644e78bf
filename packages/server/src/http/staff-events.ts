/**
 * The back office's live inbox: GET /api/staff/events, a stream of Server-Sent Events
 * (domain orders/counter/live.ts says what it carries). Mounted behind the staff gate, so only a
 * signed-in staff member opens one.
 *
 * - Every commit that puts an order is told in `shop_changes` (the store writes it in the same
 *   transaction), so what any process on the database commits reaches the streams of every other.
 *   While streams are open, this process reads the told order events every `pollMs` (one indexed
 *   read for all of its streams, from the one furthest behind) and sends each stream those after
 *   its own last id.
 * - A new stream begins at the newest told change; one that sends Last-Event-ID (a browser's
 *   reconnect) begins there and gets what it missed first.
 * - Every `heartbeatMs` a comment keeps proxies from closing a quiet stream, and the session is
 *   read again: once it has ended (signed out elsewhere, its account removed, too old) the stream
 *   says `signed-out` and ends.
 * - At most `maxStreams` at once per process (503 past it); close() ends them all, so a shutdown
 *   does not wait on them.
 */
import type { Request, RequestHandler, Response } from "express";
import type { StaffEventsHello, StaffSessionView } from "@shop/domain";
import type { Store } from "../db/index.ts";
import type { Log } from "./log-line.ts";
import { reqIdOf } from "./request-log.ts";

export interface StaffEventsOptions {
  store: Pick<Store, "orderEvents" | "latestTold">;
  /** The request's staff session, read again (StaffAuth.current after the session is reloaded). */
  current(req: Request): Promise<StaffSessionView | null>;
  log: Log;
  pollMs?: number;
  heartbeatMs?: number;
  maxStreams?: number;
}

/** How soon a browser reconnects after the stream drops (its `retry`). */
const STAFF_EVENTS_RETRY_MS = 3_000;
const DEFAULT_POLL_MS = 500;
const DEFAULT_HEARTBEAT_MS = 20_000;
const DEFAULT_MAX_STREAMS = 100;

interface Stream {
  req: Request;
  res: Response;
  /** The id of the last event sent; undefined until the stream's start is known. */
  cursor: number | undefined;
}

/** A Last-Event-ID as the stream wrote it (a whole number), else undefined. */
function lastEventIdOf(req: Request): number | undefined {
  const text = req.get("last-event-id")?.trim();
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** Reads the session again from its store, so a sign-out elsewhere is seen; false once it is gone. */
function reloadSession(req: Request): Promise<boolean> {
  const held = req.session as (typeof req.session & { reload?(done: (error?: unknown) => void): void }) | undefined;
  if (!held?.reload) return Promise.resolve(false);
  return new Promise((resolve) => held.reload?.((error) => resolve(!error)));
}

export function staffEvents({ store, current, log, pollMs = DEFAULT_POLL_MS, heartbeatMs = DEFAULT_HEARTBEAT_MS, maxStreams = DEFAULT_MAX_STREAMS }: StaffEventsOptions) {
  const streams = new Set<Stream>();
  let poller: NodeJS.Timeout | undefined;
  let beater: NodeJS.Timeout | undefined;
  let polling = false;
  let failing = false;

  const send = (stream: Stream, text: string) => {
    if (!stream.res.writableEnded) stream.res.write(text);
  };

  function end(stream: Stream): void {
    streams.delete(stream);
    if (!stream.res.writableEnded) stream.res.end();
    if (streams.size === 0) {
      clearInterval(poller);
      clearInterval(beater);
      poller = beater = undefined;
    }
  }

  /** Sends each stream the told order events after its cursor. */
  async function poll(): Promise<void> {
    const cursors = [...streams].map((stream) => stream.cursor).filter((cursor) => cursor !== undefined);
    if (polling || cursors.length === 0) return;
    polling = true;
    try {
      const events = await store.orderEvents(Math.min(...cursors));
      if (failing) log("staff events: reading the told order events again", "info");
      failing = false;
      for (const stream of streams) {
        for (const event of events) {
          if (stream.cursor === undefined || event.seq <= stream.cursor) continue;
          send(stream, `id: ${event.seq}\nevent: order\ndata: ${JSON.stringify({ kind: event.kind, orderNumber: event.orderNumber })}\n\n`);
          stream.cursor = event.seq;
        }
      }
    } catch (error) {
      // Once per outage: the streams stay open and the next poll tries again.
      if (!failing) log(`staff events: could not read the told order events: ${error instanceof Error ? error.message : String(error)}`, "warn");
      failing = true;
    } finally {
      polling = false;
    }
  }

  /** A comment on every stream, and the end of those whose session has ended. */
  function heartbeat(): void {
    for (const stream of streams) {
      send(stream, ": still here\n\n");
      void reloadSession(stream.req)
        .then(async (held) => (held ? await current(stream.req) : null))
        .catch(() => null)
        .then((staff) => {
          if (staff || !streams.has(stream)) return;
          send(stream, "event: signed-out\ndata: {}\n\n");
          end(stream);
        });
    }
  }

  const handler: RequestHandler = (req, res) => {
    if (streams.size >= maxStreams) {
      res.status(503).set("Retry-After", "30").json({ message: "Too many live inbox streams are open; the inbox checks for news every 15 seconds instead" });
      return;
    }
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone (it would hold events back).
      "Cache-Control": "private, no-store, no-transform",
      // Proxies that buffer answers (nginx) pass this one on as it comes.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write(`retry: ${STAFF_EVENTS_RETRY_MS}\n\n`);
    const stream: Stream = { req, res, cursor: undefined };
    streams.add(stream);
    res.on("close", () => end(stream));
    poller ??= setInterval(() => void poll(), pollMs);
    beater ??= setInterval(heartbeat, heartbeatMs);
    const asked = lastEventIdOf(req);
    store.latestTold().then(
      (latest) => {
        if (!streams.has(stream)) return;
        // An id from before a new database, or none: from now on.
        const resumed = asked !== undefined && asked <= latest;
        stream.cursor = resumed ? asked : latest;
        const hello: StaffEventsHello = { resumed };
        send(stream, `id: ${stream.cursor}\nevent: hello\ndata: ${JSON.stringify(hello)}\n\n`);
        void poll();
      },
      (error: unknown) => {
        log(`staff events: could not open a stream: ${error instanceof Error ? error.message : String(error)}`, "warn", { reqId: reqIdOf(res) });
        end(stream);
      },
    );
  };

  return {
    handler,
    /** How many streams are open. */
    size: () => streams.size,
    /** Ends every stream (a shutdown): browsers reconnect to another process, or once this one is back. */
    close(): void {
      for (const stream of [...streams]) end(stream);
    },
  };
}
