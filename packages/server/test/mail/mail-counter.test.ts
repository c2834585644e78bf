/**
 * The customer's emails of the counter's handoff, from the mailer on its own against a real SMTP
 * server in this process (smtp-server) or its outbox: the order codes in "received" and "ready"
 * (PNG images the HTML shows by Content-ID), and the receipt once picked up and paid.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { EmailRecord, Notification, OrderRecord } from "@shop/domain";
import { createMailer } from "../../src/index.ts";
import { smallShop, tempDir } from "../support/fixtures.ts";
import { header, outboxFiles, readable, smtpSink, until } from "../support/mail-sink.ts";
import { customerOrder as orderRecord, mailShops } from "../support/mail-shop.ts";

const { folder } = mailShops("shop-mail-counter-");
const placedNotification = (order: OrderRecord): Notification => ({ kind: "order", order, key: "the-key" });

/** The PNG images of a raw message, each with its Content-ID. */
function imagesOf(raw: string): { cid: string; png: Buffer }[] {
  return raw
    .split(/\r\n--[^\r\n]+/)
    .filter((part) => /^Content-Type: image\/png/im.test(part))
    .map((part) => {
      const split = part.indexOf("\r\n\r\n");
      const cid = /^Content-ID: <([^>]+)>/im.exec(part.slice(0, split).replace(/\r\n[ \t]+/g, " "))?.[1] ?? "";
      return { cid, png: Buffer.from(part.slice(split + 4).replace(/\s+/g, ""), "base64") };
    });
}


describe("the counter's emails to the customer", () => {
  it("shows the order code in 'received' and 'ready': a barcode and a QR code as named PNG images on white, the number in the text; none once cancelled", async () => {
    const sink = await smtpSink();
    const mailer = createMailer({ smtpUrl: sink.url, outboxDir: await tempDir(), store: () => smallShop().store, log: () => undefined });
    const number = "TLH-20261122-AB2CD";
    try {
      mailer.notify(placedNotification(orderRecord()));
      mailer.notify({ kind: "order-status", order: orderRecord({ status: "ready" }), key: "the-key" });
      mailer.notify({ kind: "order-status", order: orderRecord({ status: "cancelled" }), key: "the-key" });
      await until(() => sink.delivered.filter((d) => d.to.includes("customer@example.com")).length >= 3);
      const bySubject = (subject: string) => sink.delivered.find((d) => header(readable(d.raw).headers, "Subject") === subject)!.raw;
      for (const subject of [`Order ${number} received`, `Order ${number} is ready for pickup`]) {
        const raw = bySubject(subject);
        const { body } = readable(raw);
        expect(body, subject).toContain(`Your order code (show it at the counter):\r\n${number}`);
        const images = imagesOf(raw);
        expect(images.map((image) => image.cid).sort()).toEqual([`code128-${number}@order-code`, `qr-${number}@order-code`]);
        expect(body).toContain(`src="cid:code128-${number}@order-code" alt="Barcode of order ${number}"`);
        expect(body).toContain(`src="cid:qr-${number}@order-code" alt="QR code of order ${number}"`);
        for (const { cid, png } of images) {
          const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
          // On white with a margin (the quiet zone), and black bars or modules inside it.
          expect(data[0], cid).toBe(255);
          expect(data.includes(0), cid).toBe(true);
          if (cid.startsWith("qr")) expect(info.width).toBe(info.height);
          else expect(info.width).toBeGreaterThan(info.height * 3);
        }
      }
      const cancelled = bySubject(`Order ${number} was cancelled`);
      expect(imagesOf(cancelled)).toEqual([]);
      expect(readable(cancelled).body).not.toContain("order code");
    } finally {
      await mailer.close();
      await sink.close();
    }
  });


  it("sends the receipt when an order is picked up and paid, with the lines, the totals and how it was paid", async () => {
    const dir = await folder();
    const records: EmailRecord[] = [];
    const store = smallShop().store;
    const mailer = createMailer({ outboxDir: dir, store: () => store, log: () => undefined, record: async (e) => void records.push(e) });
    const paid = orderRecord({
      status: "picked-up",
      history: [
        { status: "received", at: "2026-11-22T15:15:00.000Z", by: "customer" },
        { status: "ready", at: "2026-11-22T16:00:00.000Z", by: "sam@shop.example" },
        { status: "picked-up", at: "2026-11-23T14:30:00.000Z", by: "sam@shop.example", payment: { method: "check", amount: "22.37" } },
      ],
    });
    mailer.notify({ kind: "order-status", order: paid, key: "k" });
    // An order stored picked up before payments were recorded has nothing to put on a receipt.
    mailer.notify({ kind: "order-status", order: { ...orderRecord({ orderNumber: "TLH-20261122-ZZ9ZZ" }), status: "picked-up" }, key: "k" });
    await mailer.close();
    const files = await outboxFiles(dir);
    expect(files).toHaveLength(1);
    const { headers, body } = readable(await readFile(path.join(dir, files[0]!), "utf8"));
    expect(header(headers, "Subject")).toBe("Receipt for order TLH-20261122-AB2CD");
    // 14:30 UTC is 9:30 AM at the counter in Tallahassee.
    expect(body).toContain("Picked up Mon, Nov 23, 2026, 9:30 AM EST");
    expect(body).toContain("2 x PN1000  Part 1  at $10.50  = $21.00");
    expect(body).toContain("Total: $22.37");
    expect(body).toContain("Paid: $22.37 (Check)");
    expect(records.map((r) => [r.kind, r.orderNumber, r.state])).toEqual([["order-receipt", "TLH-20261122-AB2CD", "outbox"]]);
  });
});
