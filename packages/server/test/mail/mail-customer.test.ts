/**
 * Email to the customer, end to end: an order posted to the real server, and its status moved by
 * the domain's rule, reach a real SMTP server in this process (smtp-server) or the outbox; the
 * link in each opens the order on the same server; each email's state is kept in `emails`, where
 * the staff's order view finds it. Nothing here mocks the mailer.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  changeOrderStatus,
  formatUSD,
  openingHoursLines,
  sameDayPickupRule,
  staffOrderView,
  type EmailRecord,
  type Notification,
  type OrderReceipt,
  type OrderRecord,
  type OrderStatusInput,
} from "@shop/domain";
import { createMailer, readShopFile, type RunningServer } from "../../src/index.ts";
import { inStockParts, placeOrder, smallShop, taxRateOf, tempDir } from "../support/fixtures.ts";
import { header, outboxFiles, readable, smtpSink, until, type Delivered } from "../support/mail-sink.ts";
import { customerOrder as orderRecord, mailShops, type LogLines } from "../support/mail-shop.ts";

const { shop, folder } = mailShops("shop-mail-customer-");

/** Places an order over HTTP; its number and the key the confirmation carries. */
async function orderThrough(url: string): Promise<{ orderNumber: string; key: string }> {
  const [productId] = await inStockParts(url);
  const placed = await placeOrder(url, productId!, await taxRateOf(url));
  expect(placed.status).toBe(201);
  const { orderNumber, key } = placed.body as OrderReceipt;
  return { orderNumber, key };
}

const emailsOf = (server: RunningServer, orderNumber: string): Promise<EmailRecord[]> => server.store.reads.orders.emailsAbout(orderNumber);

/** The order page link in an email's text, and the key in it. */
function orderLink(body: string, storeUrl: string, orderNumber: string): { link: string; key: string } {
  const match = new RegExp(`${storeUrl.replace(/[.]/g, "\\.")}/orders/${orderNumber}\\?key=([A-Za-z0-9_-]+)`).exec(body);
  expect(match, "the email links to the order's page").not.toBeNull();
  return { link: match![0], key: match![1]! };
}

const openOrder = (server: RunningServer, orderNumber: string, key: string) =>
  fetch(`${server.url}/api/orders/${orderNumber}?key=${encodeURIComponent(key)}`);

const noCustomerDetails = (lines: LogLines) => {
  for (const { line } of lines) expect(line).not.toMatch(/customer@example\.com|555-0199/);
};

describe("email to the customer", () => {
  it("sends 'Order {number} received' from the shop with the lines, totals, pickup rules and a link whose key opens the order on this server", async () => {
    const sink = await smtpSink();
    const { server, lines } = await shop({ smtpUrl: sink.url });
    try {
      const { orderNumber } = await orderThrough(server.url);
      const toCustomer = () => sink.delivered.filter((d) => d.to.includes("customer@example.com"));
      await until(() => toCustomer().length >= 1);
      const store = server.store.data.store;
      const order = (await server.store.reads.orders.byNumber(orderNumber))!;
      const [mail] = toCustomer();
      expect(mail!.from).toBe(store.email);
      expect(mail!.to).toEqual(["customer@example.com"]);
      const { headers, body } = readable(mail!.raw);
      expect(header(headers, "Subject")).toBe(`Order ${orderNumber} received`);
      expect(header(headers, "From")).toContain(store.email);
      expect(header(headers, "To")).toBe("Pat Customer <customer@example.com>");
      const line = order.items[0]!;
      expect(body).toContain(`${line.quantity} x ${line.partNumber}  ${line.name}  at ${formatUSD(line.unitPrice)}  = ${formatUSD(line.lineTotal)}`);
      expect(body).toContain(`Total: ${formatUSD(order.total)}`);
      expect(body).toContain("Pay at the counter when you pick up.");
      expect(body).toContain(`${sameDayPickupRule(store)}.`);
      expect(body).toContain(store.address.street);
      expect(body).toContain(`Phone: ${store.phone}`);
      expect(body).toContain("text/html");

      const { key } = orderLink(body, store.url, orderNumber);
      const opened = await openOrder(server, orderNumber, key);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toMatchObject({ orderNumber, status: "received" });
      expect((await openOrder(server, orderNumber, `${key.slice(1)}x`)).status).toBe(404);
      noCustomerDetails(lines);
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("keeps each email's record in emails, sent, where the staff's order view finds it, without moving the data version", async () => {
    const sink = await smtpSink();
    const { server } = await shop({ smtpUrl: sink.url });
    try {
      const { orderNumber } = await orderThrough(server.url);
      // The order moved it (its stock is the catalogue's); its emails must not.
      const version = server.store.version;
      await until(async () => (await emailsOf(server, orderNumber)).filter((e) => e.state === "sent").length === 2);
      const emails = await emailsOf(server, orderNumber);
      expect(emails.map((e) => e.kind).sort()).toEqual(["order-placed", "shop-order"]);
      for (const email of emails) expect(email).toMatchObject({ state: "sent", attempts: 1 });
      for (const email of emails) expect(email).not.toHaveProperty("error");
      const order = (await server.store.reads.orders.byNumber(orderNumber))!;
      expect(staffOrderView(order, await emailsOf(server, orderNumber), server.store.data.store).emails.map((e) => e.id).sort()).toEqual(emails.map((e) => e.id).sort());
      // Email records are no catalogue change: cached pages and answers stay.
      expect(server.store.version).toBe(version);
    } finally {
      await server.close();
      await sink.close();
    }
    // The database keeps their final states.
    const stored = await readShopFile(server.store.dbFile);
    expect(stored.emails.map((e) => e.state)).toEqual(["sent", "sent"]);
  });

  it("emails 'ready for pickup' with the address, hours and what to bring, and 'was cancelled' with the reason and the phone, each linking to the order", async () => {
    const sink = await smtpSink();
    const { server, lines, outbox } = await shop({ smtpUrl: sink.url });
    // The server's own mailer is not reachable from here; this one sends and records the same way.
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: outbox,
      store: () => server.store.data.store,
      log: (line, level = "info") => lines.push({ line, level }),
      record: (email) => server.store.commit([{ op: "put", collection: "emails", record: email }]),
    });
    const move = async (orderNumber: string, key: string, input: OrderStatusInput) => {
      const moved = changeOrderStatus(await server.store.reads.orders.byNumber(orderNumber), input, { now: new Date(), by: "counter@example.com" });
      if (!moved.ok) throw new Error(moved.error.message);
      await server.store.commit(moved.changes);
      mailer.notify({ kind: "order-status", order: moved.value, key });
    };
    const subjectIs = (subject: string) => (d: Delivered) => header(readable(d.raw).headers, "Subject") === subject;
    try {
      const { orderNumber, key } = await orderThrough(server.url);
      const store = server.store.data.store;
      const order = (await server.store.reads.orders.byNumber(orderNumber))!;

      await move(orderNumber, key, { status: "ready" });
      await until(() => sink.delivered.some(subjectIs(`Order ${orderNumber} is ready for pickup`)));
      const ready = sink.delivered.find(subjectIs(`Order ${orderNumber} is ready for pickup`))!;
      expect(ready.to).toEqual(["customer@example.com"]);
      const readyBody = readable(ready.raw).body;
      expect(readyBody).toContain(`${store.address.street}, ${store.address.city}`);
      for (const hours of openingHoursLines(store)) expect(readyBody).toContain(hours);
      expect(readyBody).toContain(`Your order number, ${orderNumber}, and a photo ID.`);
      expect(readyBody).toContain(`You pay at the counter: ${formatUSD(order.total)}.`);
      // The pickup hold's end, as the order's page tells it (a week from now by default).
      expect(readyBody).toContain("We keep it for you until");
      expect(readyBody).toContain("After that the order is cancelled and the parts go back on the shelf.");
      const readyLink = orderLink(readyBody, store.url, orderNumber);
      const openedReady = await openOrder(server, orderNumber, readyLink.key);
      expect(openedReady.status).toBe(200);
      expect(await openedReady.json()).toMatchObject({ status: "ready", holdUntil: expect.any(String) });

      await move(orderNumber, key, { status: "cancelled", reason: "The part <arrived> damaged" });
      await until(() => sink.delivered.some(subjectIs(`Order ${orderNumber} was cancelled`)));
      const cancelled = readable(sink.delivered.find(subjectIs(`Order ${orderNumber} was cancelled`))!.raw).body;
      expect(cancelled).toContain("Reason: The part <arrived> damaged");
      expect(cancelled).toContain("The part &lt;arrived&gt; damaged");
      expect(cancelled).toContain(store.phone);
      const openedCancelled = await openOrder(server, orderNumber, orderLink(cancelled, store.url, orderNumber).key);
      expect(await openedCancelled.json()).toMatchObject({ status: "cancelled", cancelReason: "The part <arrived> damaged" });

      await until(async () => (await emailsOf(server, orderNumber)).filter((e) => e.state === "sent").length === 4);
      const kinds = staffOrderView((await server.store.reads.orders.byNumber(orderNumber))!, await emailsOf(server, orderNumber), server.store.data.store).emails.map(
        (e) => e.kind,
      );
      expect(kinds.sort()).toEqual(["order-cancelled", "order-placed", "order-ready", "shop-order"]);
      noCustomerDetails(lines);
    } finally {
      await mailer.close();
      await server.close();
      await sink.close();
    }
  });

});

describe("the customer's email, from the mailer on its own", () => {
  const placedNotification = (order: OrderRecord): Notification => ({ kind: "order", order, key: "the-key" });

  it("says a special-order line's ready day under the line, and the restocking fee, to the customer and the shop", async () => {
    const sink = await smtpSink();
    const store = smallShop().store;
    const mailer = createMailer({ smtpUrl: sink.url, outboxDir: await tempDir(), store: () => store, log: () => undefined });
    try {
      const [line] = orderRecord().items;
      mailer.notify(placedNotification(orderRecord({ items: [{ ...line!, onOrder: { quantity: 1, days: 5, readyBy: "2026-11-27" } }] })));
      await until(() => sink.delivered.length >= 2);
      const promise = "Special order: ready for pickup in about 5 business days (by Fri, Nov 27) (1 of 2 on order)";
      const toCustomer = readable(sink.delivered.find((d) => d.to.includes("customer@example.com"))!.raw).body;
      expect(toCustomer).toContain(promise);
      expect(toCustomer).toContain(`Special orders carry a ${store.returns.specialOrderRestockingFeePercent}% restocking fee if returned.`);
      expect(toCustomer).not.toContain(sameDayPickupRule(store));
      const toShop = readable(sink.delivered.find((d) => !d.to.includes("customer@example.com"))!.raw).body;
      expect(toShop).toContain(promise);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it("keeps a customer's name carrying CR/LF and a Bcc line to one header, escaped in the HTML: one recipient, no Bcc header", async () => {
    const sink = await smtpSink();
    const mailer = createMailer({ smtpUrl: sink.url, outboxDir: await tempDir(), store: () => smallShop().store, log: () => undefined });
    try {
      mailer.notify(placedNotification(orderRecord({ name: "Pat <b>\r\nBcc: x@y.example" })));
      await until(() => sink.delivered.length >= 2);
      const mail = sink.delivered.find((d) => d.to.includes("customer@example.com"))!;
      expect(mail.to).toEqual(["customer@example.com"]);
      const { headers, body } = readable(mail.raw);
      expect(headers).not.toMatch(/^bcc:/im);
      expect(header(headers, "To")).toContain("customer@example.com");
      expect(body).toContain("Hello Pat <b> Bcc: x@y.example,");
      expect(body).toContain("Hello Pat &lt;b&gt; Bcc: x@y.example,");
      expect(body).toContain("https://parts.example/orders/TLH-20261122-AB2CD?key=the-key");
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it("records sending, then sent with the number of attempts", async () => {
    const sink = await smtpSink();
    const records: EmailRecord[] = [];
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: await tempDir(),
      store: () => smallShop().store,
      log: () => undefined,
      record: async (email) => void records.push(email),
    });
    try {
      mailer.notify({ kind: "order-status", order: orderRecord({ status: "ready" }), key: "the-key" });
      await until(() => records.some((r) => r.state === "sent"));
      expect(records.map((r) => [r.kind, r.state, r.attempts])).toEqual([
        ["order-ready", "sending", 0],
        ["order-ready", "sent", 1],
      ]);
      expect(records[1]!.id).toBe(records[0]!.id);
      expect(sink.delivered).toHaveLength(1);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it("records retrying with each refusal, then failed after the last attempt, and leaves the message in the outbox; no address in the records", async () => {
    const sink = await smtpSink({ refuse: Infinity });
    const outbox = await folder();
    const records: EmailRecord[] = [];
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: outbox,
      store: () => smallShop().store,
      log: () => undefined,
      retryDelaysMs: [10, 10],
      record: async (email) => void records.push(email),
    });
    try {
      mailer.notify({ kind: "order-status", order: orderRecord({ status: "ready" }), key: "the-key" });
      await until(() => records.some((r) => r.state === "failed"));
      expect(records.map((r) => [r.state, r.attempts])).toEqual([
        ["sending", 0],
        ["retrying", 1],
        ["retrying", 2],
        ["failed", 3],
      ]);
      expect(new Set(records.map((r) => r.id)).size).toBe(1);
      expect(records[0]).toMatchObject({ kind: "order-ready", orderNumber: "TLH-20261122-AB2CD" });
      expect(records.at(-1)!.error).toContain("mailbox busy");
      for (const record of records) expect(JSON.stringify(record)).not.toMatch(/@|s3cret/);
      expect(await outboxFiles(outbox)).toHaveLength(1);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it("still sends when its record cannot be kept, and logs that", async () => {
    const sink = await smtpSink();
    const lines: LogLines = [];
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: await tempDir(),
      store: () => smallShop().store,
      log: (line, level = "info") => lines.push({ line, level }),
      record: () => Promise.reject(new Error("The store is closed")),
    });
    try {
      mailer.notify({ kind: "order-status", order: orderRecord({ status: "ready" }), key: "the-key" });
      await until(() => sink.delivered.length >= 1 && lines.some(({ line }) => line.includes("(sent)")));
      expect(lines.find(({ level }) => level === "error")?.line).toBe(
        "mail: could not record the state (sending) of order TLH-20261122-AB2CD ready: The store is closed",
      );
    } finally {
      await mailer.close();
      await sink.close();
    }
  });
});

describe("the customer's email with no SMTP_URL", () => {
  it("writes the customer's email to the outbox too, records it 'outbox', and logs no customer details", async () => {
    const { server, lines, outbox } = await shop();
    try {
      const { orderNumber } = await orderThrough(server.url);
      await until(async () => (await emailsOf(server, orderNumber)).length === 2);
      expect((await emailsOf(server, orderNumber)).map((e) => [e.kind, e.state, e.attempts]).sort()).toEqual([
        ["order-placed", "outbox", 0],
        ["shop-order", "outbox", 0],
      ]);
      const files = await outboxFiles(outbox);
      expect(files).toHaveLength(2);
      const customer = files.find((name) => name.includes(`${orderNumber}-placed`))!;
      const { headers, body } = readable(await readFile(path.join(outbox, customer), "utf8"));
      expect(header(headers, "To")).toBe("Pat Customer <customer@example.com>");
      expect(header(headers, "Subject")).toBe(`Order ${orderNumber} received`);
      orderLink(body, server.store.data.store.url, orderNumber);
      expect(lines.some(({ line }) => line.startsWith(`mail: order ${orderNumber} placed for the customer: written to ${outbox}`))).toBe(true);
      noCustomerDetails(lines);
    } finally {
      await server.close();
    }
  });
});
