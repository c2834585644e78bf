import { resetMockData } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { useToast, type ToastRecord } from "../design/primitives/toast-store.ts";
import { createQueryClient } from "../client/query-client.ts";
import { clearSessionId } from "../client/session.ts";

/**
 * Shared set-up for the data-layer tests (jsdom): the MSW node server over the in-memory db.json,
 * a fresh QueryClient per hook, a request log and the toasts on record. Not part of the package's
 * exports.
 */

/** Starts the mock API for the file's tests; every test starts from the seed data and a new guest. */
export function setupMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    localStorage.clear();
    clearSessionId();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
    resetMockData();
  });
  afterAll(() => server.close());
}

/** A QueryClient with the app's defaults and a wrapper providing it, for `renderHook`. */
export function withQueryClient(queryClient: QueryClient = createQueryClient()) {
  function wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return { queryClient, wrapper };
}

export interface LoggedRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  /** The body as text, read from a clone; "" when there is none. */
  body: Promise<string>;
}

/** Records every request the mock server sees from now until the test ends. */
export function logRequests(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  server.events.on("request:start", ({ request }) => {
    log.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
      body: request.clone().text(),
    });
  });
  return log;
}

/** Requests of one method to one API path. */
export const requestsTo = (log: LoggedRequest[], method: string, pathname: string) =>
  log.filter((r) => r.method === method && r.url.pathname === pathname);

/** The toasts in the store right now, newest first. */
export function shownToasts(): readonly ToastRecord[] {
  const { result, unmount } = renderHook(() => useToast().toasts);
  const toasts = result.current;
  unmount();
  return toasts;
}
