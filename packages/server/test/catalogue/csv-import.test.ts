/**
 * The catalogue CSV import over the real server (docs/architecture.md, Catalogue CSV): a legal
 * file at the line cap is read in a worker thread, so the shop keeps answering, reads and writes,
 * while a preview of it is worked on; a worker that fails answers 503 and the server goes on.
 */
import { request } from "node:http";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, type StaffSessionView } from "@shop/domain";
import { MAX_IMPORT_LINES, type CatalogueImportPreviewView } from "@shop/domain/catalogue-csv";
import { addStaffAccount, hashPassword, staffFileFor, startServer, type RunningServer, type ServerOptions } from "../../src/index.ts";
import { addToCart, engineOptions, seedFile, tempDir } from "../support/fixtures.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
const PREVIEW = "/api/staff/catalogue/import/preview";
let dir: string;
let server: RunningServer;
let staff: { cookie: string; [CSRF_HEADER]: string };

type Staff = typeof staff;

/** A server over a fresh database with one staff account, and that account's session headers. */
async function staffServer(folder: string, options: Partial<ServerOptions> = {}): Promise<{ server: RunningServer; staff: Staff }> {
  const dbFile = path.join(folder, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  const started = await startServer({ port: 0, dbFile, ...(await engineOptions(dbFile)), seedFile: await seedFile(folder), log: () => undefined, ...options });
  const response = await fetch(`${started.url}/api/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  });
  const session = (await response.json()) as StaffSessionView;
  return { server: started, staff: { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "", [CSRF_HEADER]: session.csrfToken } };
}

beforeAll(async () => {
  dir = await tempDir("shop-csv-import-");
  ({ server, staff } = await staffServer(dir));
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/** A legal file at the line cap: a header and new parts, each with a description and a few models. */
function largeFile(): string {
  const brand = server.store.data.brands[0]!.name;
  const category = server.store.data.categories[0]!.name;
  const header = "part_number,name,brand,category,price,quantity,description,compatible_models";
  const rows = Array.from({ length: MAX_IMPORT_LINES - 1 }, (_, i) =>
    [`LOAD-${i}`, `Load test part ${i}`, brand, category, `${(i % 90) + 10}.99`, String(i % 50), `A part, number ${i}, for the load test`, `M${i}|N${i}|P${i}|Q${i}`]
      .map(quoted)
      .join(","),
  );
  return [header, ...rows].join("\n");
}

/**
 * A POST whose body is with the system in full before `sent` resolves (node:http, not fetch, which
 * does not tell); `started` is called as the answer's status line arrives, `answered` resolves with
 * the whole answer.
 */
function post(url: string, headers: Record<string, string>, body: string, started: () => void) {
  let sent!: () => void;
  const whenSent = new Promise<void>((resolve) => (sent = resolve));
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } }, (res) => {
      started();
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    // The request has handed the body to its socket; the socket, to the system once it drains.
    req.end(body, () => {
      const socket = req.socket;
      if (!socket || socket.writableLength === 0) sent();
      else socket.once("drain", () => sent());
    });
  });
  return { sent: whenSent, answered };
}

describe("previewing a large catalogue CSV", () => {
  // Twice: with the worker starting for the first file, and already running for the second.
  it.each(["starting", "running"])("answers /healthz and a cart write while a 10,000-line preview is read (worker %s), then the preview in full", async () => {
    const csv = largeFile();
    expect(csv.split("\n")).toHaveLength(MAX_IMPORT_LINES);
    const productId = (await server.store.reads.catalogue.allRecords()).find((p) => p.quantityOnHand > 0 && !p.hidden)!.id;
    const order: string[] = [];
    const preview = post(`${server.url}${PREVIEW}`, staff, JSON.stringify({ csv }), () => order.push("preview"));
    // The whole file is on its way to the server, which reads it at its next turn; a moment more for it to start on the preview.
    await preview.sent;
    await sleep(100);
    const health = fetch(`${server.url}/healthz`).then(async (response) => {
      order.push("health");
      return { status: response.status, body: (await response.json()) as unknown };
    });
    // A write too: it does not wait in the write turn behind the preview's parse.
    const cart = addToCart(server.url, productId).then(({ status }) => {
      order.push("cart");
      return status;
    });
    const [answer, healthAnswer, cartStatus] = await Promise.all([preview.answered, health, cart]);
    expect(healthAnswer).toEqual({ status: 200, body: { ok: true } });
    expect(cartStatus).toBe(201);
    expect(answer.status).toBe(200);
    const view = JSON.parse(answer.text) as CatalogueImportPreviewView;
    expect(view.errors).toEqual([]);
    expect(view.new).toHaveLength(MAX_IMPORT_LINES - 1);
    expect(view.new[0]).toMatchObject({ line: 2, partNumber: "LOAD-0", name: "Load test part 0", price: "10.99", quantity: 0 });
    expect(order.indexOf("health")).toBeLessThan(order.indexOf("preview"));
    expect(order.indexOf("cart")).toBeLessThan(order.indexOf("preview"));
  });
});

describe("a catalogue CSV worker that fails", () => {
  let folder: string;
  let failing: { server: RunningServer; staff: Staff } | undefined;

  beforeAll(async () => {
    folder = await tempDir("shop-csv-failing-");
    // A worker that throws on its first file and is gone: each file starts another, which does the same.
    const worker = path.join(folder, "failing-worker.mjs");
    await writeFile(worker, 'import { parentPort } from "node:worker_threads";\nparentPort.on("message", () => { throw new Error("out of luck"); });\n');
    failing = await staffServer(folder, { catalogueCsvWorker: new URL(`file://${worker}`) });
  });

  afterAll(async () => {
    await failing?.server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers 503 JSON, a clear message, for each file, and the server goes on answering", async () => {
    const { server: shop, staff: headers } = failing!;
    const csv = "part_number,name,brand,category,price,quantity\nFAIL-1,Part,Whirlpool,Refrigerator Parts,9.99,1";
    for (const path of [PREVIEW, "/api/staff/catalogue/import/apply"]) {
      const body = path === PREVIEW ? { csv } : { csv, fingerprint: "x" };
      const response = await fetch(`${shop.url}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: "Could not read the file just now, please try again" });
    }
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    // A body the rule refuses never reaches the worker: its answer is the rule's, as ever.
    const refused = await fetch(`${shop.url}${PREVIEW}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ csv: " " }) });
    expect(refused.status).toBe(400);
  });
});
