/**
 * Form-mail forwarding of an order, over HTTP to a local endpoint: the order forwarded is the
 * server's own record, its lines priced by the server, not what the client posted.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { SESSION_HEADER, type OrderLine } from "@shop/domain";
import { addToCart, inStockParts, newClientOrderNumber, orderBody, startTestServer, taxRateOf } from "../support/fixtures.ts";
import { until } from "../support/mail-sink.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

describe("form-mail forwarding of an order", () => {
  it("forwards the server's priced lines (part number, quantity, unit price, line total), not the client's items text, session or order number", async () => {
    const received: Record<string, unknown>[] = [];
    const endpoint = createServer((req, res) => {
      void readJson(req).then((body) => {
        received.push(body);
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    const { server, dir } = await startTestServer({ formMailUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/send` });
    dirs.push(dir);
    try {
      const [productId] = await inStockParts(server.url);
      const { headers, status, item } = await addToCart(server.url, productId, 2);
      expect(status).toBe(201);
      const session = headers[SESSION_HEADER];
      // What the client says it bought is text it wrote; the server prices the session's cart.
      const clientText = "2 x Something else entirely (CLIENT-TEXT-123) at $0.01";
      const clientOrderNumber = newClientOrderNumber();
      const order = await fetch(`${server.url}/api/orders`, {
        method: "POST",
        headers,
        body: orderBody([item], await taxRateOf(server.url), { items: [clientText], orderNumber: clientOrderNumber }),
      });
      expect(order.status).toBe(201);
      const { orderNumber } = (await order.json()) as { orderNumber: string };
      await until(() => received.length >= 1);

      const stored = (await server.store.reads.orders.byNumber(orderNumber))!;
      const product = (await server.store.reads.catalogue.allRecords()).find((p) => p.id === productId)!;
      const forwarded = received[0]!.order as Record<string, unknown>;
      expect(forwarded.items).toEqual(stored.items);
      const [line] = forwarded.items as OrderLine[];
      expect(line).toMatchObject({ productId, partNumber: product.partNumber, quantity: 2, unitPrice: product.price });
      expect(forwarded.total).toBe(stored.total);
      for (const field of ["sessionId", "itemLines", "clientOrderNumber", "history"]) expect(forwarded).not.toHaveProperty(field);
      const text = JSON.stringify(received[0]);
      expect(text).not.toContain("CLIENT-TEXT-123");
      expect(text).not.toContain(session);
      expect(text).not.toContain(clientOrderNumber);
    } finally {
      await server.close();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
