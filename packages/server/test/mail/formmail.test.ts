/**
 * Form-mail: with FORM_MAIL_URL set, orders, contact messages and newsletter sign-ups, once
 * confirmed, are forwarded as JSON; when the forward fails the visitor's request still succeeds and the record is stored.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { inStockParts, placeOrder, startTestServer, storedShop, taxRateOf } from "../support/fixtures.ts";
import { confirmKeyMaker, loadSecret, secretFileFor } from "../../src/index.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

interface Received {
  contentType: string | undefined;
  body: Record<string, unknown>;
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A tiny form-mail endpoint that records what it is sent. */
async function formMailEndpoint(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    void readText(req).then((text) => {
      received.push({ contentType: req.headers["content-type"], body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return { url, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("form-mail", () => {
  it("forwards an order, a contact message and a newsletter sign-up once it is confirmed", async () => {
    const endpoint = await formMailEndpoint();
    const { server, dir, dbFile } = await startTestServer({ formMailUrl: endpoint.url });
    dirs.push(dir);
    try {
      const [productId] = await inStockParts(server.url);
      const order = await placeOrder(server.url, productId!, await taxRateOf(server.url));
      expect(order.status).toBe(201);
      const contact = await post(`${server.url}/api/contact`, {
        name: "Sam Visitor",
        email: "sam@example.com",
        subject: "Quote",
        message: "Do you have a WPW10321304?",
      });
      expect(contact.status).toBe(201);
      const signup = await post(`${server.url}/api/newsletter`, { email: "News@Example.com" });
      expect(signup.status).toBe(202);
      // Nobody is on the list before confirming: the shop hears of the sign-up once it is confirmed, and once.
      await until(() => endpoint.received.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(endpoint.received.map((r) => r.body.kind).sort()).toEqual(["contact", "order"]);
      const key = confirmKeyMaker(await loadSecret(secretFileFor(dbFile)))("news@example.com");
      expect((await post(`${server.url}/api/newsletter/confirm`, { email: "news@example.com", key })).status).toBe(200);
      expect((await post(`${server.url}/api/newsletter/confirm`, { email: "news@example.com", key })).status).toBe(200);
      expect((await post(`${server.url}/api/newsletter`, { email: "news@example.com" })).status).toBe(202);

      await until(() => endpoint.received.length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(endpoint.received).toHaveLength(3);
      const byKind = Object.fromEntries(endpoint.received.map((r) => [r.body.kind, r]));
      for (const r of endpoint.received) {
        expect(r.contentType).toBe("application/json");
        expect(typeof r.body.subject).toBe("string");
      }

      const forwardedOrder = byKind.order?.body.order as Record<string, unknown>;
      expect(forwardedOrder.orderNumber).toBe(order.orderNumber);
      expect(forwardedOrder.email).toBe("customer@example.com");
      expect(forwardedOrder).not.toHaveProperty("sessionId");
      expect(byKind.order?.body.subject).toContain(order.orderNumber);

      expect(byKind.contact?.body.message).toMatchObject({ name: "Sam Visitor", subject: "Quote", message: "Do you have a WPW10321304?" });
      expect(byKind.contact?.body.subject).toBe("Contact message from Sam Visitor: Quote");

      expect(byKind.newsletter?.body.signup).toMatchObject({ email: "news@example.com" });
    } finally {
      await server.close();
      await endpoint.close();
    }
  });

  it("still answers 201 and stores the order when form-mail cannot be reached, and logs the failure", async () => {
    const lines: Array<{ line: string; level: string | undefined }> = [];
    const { server, dir, dbFile } = await startTestServer({
      formMailUrl: `http://127.0.0.1:${await closedPort()}/send`,
      log: (line, level) => lines.push({ line, level }),
    });
    dirs.push(dir);
    let orderNumber: string | undefined;
    try {
      const [productId] = await inStockParts(server.url);
      const order = await placeOrder(server.url, productId!, await taxRateOf(server.url));
      expect(order.status).toBe(201);
      orderNumber = order.orderNumber;
      await until(() => lines.some((l) => l.line.startsWith("form-mail:")));
    } finally {
      await server.close();
    }
    const failure = lines.find((l) => l.line.startsWith("form-mail:"));
    expect(failure?.level).toBe("warn");
    expect(failure?.line).toContain(orderNumber);
    expect(failure?.line).toMatch(/could not forward .*ECONNREFUSED.*\(it is stored\)/);

    const stored = await storedShop(dbFile);
    expect(stored.orders.map((o) => o.orderNumber)).toEqual([orderNumber]);
  });
});
