/**
 * Email to the shop, end to end: orders and contact messages posted to the real server reach a real
 * SMTP server running in this process (smtp-server), or the outbox folder when there is none or it
 * keeps failing. Nothing here mocks the mailer.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatUSD } from "@shop/domain";
import { createMailer } from "../../src/index.ts";
import { inStockParts, placeOrder, taxRateOf } from "../support/fixtures.ts";
import { header, outboxFiles, readable, smtpSink, until } from "../support/mail-sink.ts";
import { mailShops } from "../support/mail-shop.ts";

const { shop } = mailShops("shop-mail-");

const postContact = (url: string, body: unknown) =>
  fetch(`${url}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function orderThrough(url: string) {
  const [productId] = await inStockParts(url);
  return placeOrder(url, productId!, await taxRateOf(url));
}

describe("email to the shop", () => {
  it("sends one message per order to the shop's address, with the stored lines and totals, through the SMTP_URL's server and credentials", async () => {
    const sink = await smtpSink();
    const { server, outbox } = await shop({ smtpUrl: sink.url });
    try {
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
      const shopRecord = server.store.data.store;
      const toShop = () => sink.delivered.filter((d) => d.to.includes(shopRecord.email));
      await until(() => toShop().length >= 1);

      const order = (await server.store.reads.orders.byNumber(placed.orderNumber ?? ""))!;
      const [mail] = toShop();
      expect(mail!.from).toBe(shopRecord.email);
      expect(mail!.to).toEqual([shopRecord.email]);
      const { headers, body } = readable(mail!.raw);
      expect(header(headers, "Subject")).toBe(`New pickup order ${order.orderNumber} from Pat Customer (${formatUSD(order.total)})`);
      expect(header(headers, "Reply-To")).toContain("customer@example.com");
      const line = order.items[0]!;
      expect(body).toContain(`${line.quantity} x ${line.partNumber}  ${line.name}  at ${formatUSD(line.unitPrice)}  = ${formatUSD(line.lineTotal)}`);
      expect(body).toContain(`Total: ${formatUSD(order.total)}`);
      expect(body).toContain("Phone: (850) 555-0199");
      expect(body).toContain("text/html");
      await server.close();
      // The shop's and the customer's (mail-customer.test.ts), each once.
      expect(toShop()).toHaveLength(1);
      expect(sink.delivered.map((d) => d.to)).toEqual(expect.arrayContaining([[shopRecord.email], ["customer@example.com"]]));
      expect(sink.delivered).toHaveLength(2);
      expect(await outboxFiles(outbox)).toEqual([]);
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("sends a contact message to the shop, and a newsletter sign-up sends the shop nothing (only the address's confirmation link)", async () => {
    const sink = await smtpSink();
    const { server } = await shop({ smtpUrl: sink.url });
    try {
      const contact = { name: "Sam Visitor", email: "sam@example.com", subject: "Quote", message: "Do you have a WPW10321304?" };
      expect((await postContact(server.url, contact)).status).toBe(201);
      const signup = await fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "news@example.com" }),
      });
      expect(signup.status).toBe(202);
      await until(() => sink.delivered.length >= 2);
      await server.close();
      const toShop = sink.delivered.filter((d) => d.to.includes(server.store.data.store.email));
      expect(toShop).toHaveLength(1);
      expect(sink.delivered.filter((d) => d.to.includes("news@example.com"))).toHaveLength(1);
      const { headers, body } = readable(toShop[0]!.raw);
      expect(header(headers, "Subject")).toBe("Contact message from Sam Visitor: Quote");
      expect(body).toContain("Do you have a WPW10321304?");
      expect(body).toContain("From: Sam Visitor <sam@example.com>");
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("refuses a contact name carrying CR/LF and a Bcc line at the door: 400 naming name, no email", async () => {
    const sink = await smtpSink();
    const { server } = await shop({ smtpUrl: sink.url });
    try {
      const contact = { name: "Eve\r\nBcc: x@y.example", email: "eve@example.com", message: "Hello" };
      const refused = await postContact(server.url, contact);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: "name" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sink.delivered).toEqual([]);
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("keeps a stored name carrying CR/LF and a Bcc line to one header: no Bcc header, no extra recipient", async () => {
    const sink = await smtpSink();
    const { server } = await shop();
    // A record stored before names were checked at the door: the mailer still folds it into one header.
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: path.join(path.dirname(server.store.dbFile), "outbox-direct"),
      store: () => server.store.data.store,
      log: () => undefined,
    });
    try {
      const message = {
        id: "m-1",
        name: "Eve\r\nBcc: x@y.example",
        email: "eve@example.com",
        subject: "Hi\r\nBcc: z@y.example",
        message: "Hello",
        createdAt: new Date().toISOString(),
      };
      mailer.notify({ kind: "contact", message });
      await until(() => sink.delivered.length >= 1);
      const [mail] = sink.delivered;
      expect(mail!.to).toEqual([server.store.data.store.email]);
      const { headers } = readable(mail!.raw);
      expect(headers).not.toMatch(/^bcc:/im);
      expect(header(headers, "Subject")).toBe("Contact message from Eve Bcc: x@y.example: Hi Bcc: z@y.example");
    } finally {
      await mailer.close();
      await server.close();
      await sink.close();
    }
  });

  it("with no SMTP_URL, writes each message as an owner-only .eml file in outbox/ beside the database and logs it", async () => {
    const { server, lines, outbox } = await shop();
    try {
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
      // The shop's email and the customer's.
      await until(async () => (await outboxFiles(outbox)).length >= 2 && lines.filter(({ line }) => line.includes("written to")).length >= 2);
      const file = (await outboxFiles(outbox)).find((name) => !name.includes("placed"));
      expect((await stat(path.join(outbox, file!))).mode & 0o777).toBe(0o600);
      expect((await stat(outbox)).mode & 0o777).toBe(0o700);
      const { headers } = readable(await readFile(path.join(outbox, file!), "utf8"));
      expect(header(headers, "To")).toContain(server.store.data.store.email);
      expect(header(headers, "Subject")).toContain(`New pickup order ${placed.orderNumber}`);
      expect(lines.some(({ line, level }) => level === "info" && line.includes(`order ${placed.orderNumber} for the shop: written to ${outbox}`))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("sends on a retry when the SMTP server refuses the first attempts", async () => {
    const sink = await smtpSink({ refuse: 2 });
    const { server, lines, outbox } = await shop({ smtpUrl: sink.url, mailRetryDelaysMs: [20, 20, 20] });
    try {
      const contact = { name: "Sam Visitor", email: "sam@example.com", message: "Is it in stock?" };
      expect((await postContact(server.url, contact)).status).toBe(201);
      await until(() => sink.delivered.length >= 1);
      expect(sink.attempts()).toBe(3);
      expect(lines.filter(({ level }) => level === "warn")).toHaveLength(2);
      await server.close();
      expect(await outboxFiles(outbox)).toEqual([]);
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("answers the order 201 at once while the SMTP server is down, then leaves both messages in the outbox with warnings that name no customer details", async () => {
    const sink = await smtpSink({ refuse: Infinity });
    const { server, lines, outbox } = await shop({ smtpUrl: sink.url, mailRetryDelaysMs: [200, 200] });
    try {
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
      // The answer came before the retries were over.
      expect(await outboxFiles(outbox)).toEqual([]);
      // Each warning follows its file's write: the shop's email and the customer's.
      await until(() => lines.filter(({ line }) => line.includes("not sent after")).length >= 2);
      expect(await outboxFiles(outbox)).toHaveLength(2);
      expect(sink.attempts()).toBe(6);
      expect(sink.delivered).toEqual([]);
      const warnings = lines.filter(({ level }) => level === "warn").map(({ line }) => line);
      expect(warnings.some((line) => line.includes(`order ${placed.orderNumber} not sent after 3 attempt(s)`))).toBe(true);
      expect(warnings.some((line) => line.includes(`order ${placed.orderNumber} placed not sent after 3 attempt(s)`))).toBe(true);
      // The SMTP server's refusal quotes the recipient; the log blanks it.
      expect(warnings.some((line) => line.includes("<[address]>: mailbox busy"))).toBe(true);
      for (const { line } of lines) expect(line).not.toMatch(/customer@example\.com|555-0199/);
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("on close, puts a message waiting for its next attempt into the outbox instead of waiting", async () => {
    const sink = await smtpSink({ refuse: Infinity });
    const { server, lines, outbox } = await shop({ smtpUrl: sink.url, mailRetryDelaysMs: [60_000] });
    try {
      const contact = { name: "Sam Visitor", email: "sam@example.com", message: "Closing soon?" };
      expect((await postContact(server.url, contact)).status).toBe(201);
      await until(() => lines.some(({ line }) => line.includes("trying again in 60000 ms")));
      const started = Date.now();
      await server.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await outboxFiles(outbox)).toHaveLength(1);
    } finally {
      await server.close();
      await sink.close();
    }
  });
});
