/**
 * Small helpers the benchmarks share: percentiles of timed samples, a guest session id, a JSON
 * post with its time, and the machine's load average.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";

/** The value at percentile `p` (0-100) of `sorted`, ascending; NaN when there is none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** p50 and p99 of timed samples in ms, in any order. */
export function spread(times: readonly number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const SESSION_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** A fresh guest session id as the storefront makes one: 21 characters of A-Z, a-z, 0-9, "_" and "-". */
export function sessionId(): string {
  let id = "";
  for (let i = 0; i < 21; i++) id += SESSION_ALPHABET[Math.floor(Math.random() * SESSION_ALPHABET.length)];
  return id;
}

/** POSTs `body` as JSON under a guest session; the answer's status, parsed body and time in ms. */
export async function post(url: string, session: string, body: unknown): Promise<{ status: number; json: unknown; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "session-id": session },
    body: JSON.stringify(body),
  });
  // Node's own 408 (a request held past its timeout) has no body.
  const text = await res.text();
  const json: unknown = text === "" ? null : JSON.parse(text);
  return { status: res.status, json, ms: performance.now() - t0 };
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAverage = (): string => loadavg().map((n) => n.toFixed(2)).join(", ");
