/**
 * Email to the shop, end to end: orders and contact messages posted to the real server reach a real
 * SMTP server running in this process (smtp-server), or the outbox folder when there is none or it
 * keeps failing. Nothing here mocks the mailer.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { formatUSD } from "@shop/domain";
import { outboxDirFor, startServer, type ServerOptions } from "../src/index.ts";
import { inStockProducts, placeOrder, seedFile, taxRateOf, tempDir } from "./fixtures.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a free port that wants a password and refuses the first `refuse` messages (451). */
async function smtpSink({ refuse = 0 }: { refuse?: number } = {}) {
  const delivered: Delivered[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "shop" && auth.password === "s3cret") callback(null, { user: "shop" });
      else callback(new Error("Invalid username or password"));
    },
    onMailFrom(_address, _session, callback) {
      attempts++;
      if (attempts > refuse) return callback();
      callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        delivered.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://shop:s3cret@127.0.0.1:${port}`,
    delivered,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block, unfolded, and the body with quoted-printable soft breaks and escapes undone. */
function readable(raw: string): { headers: string; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = Buffer.from(
    raw
      .slice(split + 4)
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
  return { headers, body };
}

const header = (headers: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1];

async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const outboxFiles = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));

async function shop(options: Partial<ServerOptions> = {}) {
  const dir = await tempDir("shop-mail-");
  dirs.push(dir);
  const lines: { line: string; level: string }[] = [];
  const dbFile = path.join(dir, "db.json");
  const server = await startServer({
    port: 0,
    dbFile,
    seedFile: await seedFile(dir),
    log: (line, level = "info") => lines.push({ line, level }),
    ...options,
  });
  return { server, lines, outbox: outboxDirFor(dbFile) };
}

const postContact = (url: string, body: unknown) =>
  fetch(`${url}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function orderThrough(url: string) {
  const [productId] = await inStockProducts(url);
  return placeOrder(url, productId!, await taxRateOf(url));
}

describe("email to the shop", () => {
  it("sends one message per order to the shop's address, with the stored lines and totals, through the SMTP_URL's server and credentials", async () => {
    const sink = await smtpSink();
    const { server, outbox } = await shop({ smtpUrl: sink.url });
    try {
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
      await until(() => sink.delivered.length >= 1);

      const shopRecord = server.store.data.store;
      const order = server.store.data.orders.find((o) => o.orderNumber === placed.orderNumber)!;
      const [mail] = sink.delivered;
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
      expect(sink.delivered).toHaveLength(1);
      expect(await outboxFiles(outbox)).toEqual([]);
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("sends a contact message to the shop, and a newsletter sign-up sends nothing", async () => {
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
      expect(signup.status).toBe(201);
      await until(() => sink.delivered.length >= 1);
      await server.close();
      expect(sink.delivered).toHaveLength(1);
      const { headers, body } = readable(sink.delivered[0]!.raw);
      expect(header(headers, "Subject")).toBe("Contact message from Sam Visitor: Quote");
      expect(body).toContain("Do you have a WPW10321304?");
      expect(body).toContain("From: Sam Visitor <sam@example.com>");
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("keeps a name carrying CR/LF and a Bcc line to one header: no Bcc header, no extra recipient", async () => {
    const sink = await smtpSink();
    const { server } = await shop({ smtpUrl: sink.url });
    try {
      const contact = { name: "Eve\r\nBcc: x@y.example", email: "eve@example.com", subject: "Hi\r\nBcc: z@y.example", message: "Hello" };
      expect((await postContact(server.url, contact)).status).toBe(201);
      await until(() => sink.delivered.length >= 1);
      const [mail] = sink.delivered;
      expect(mail!.to).toEqual([server.store.data.store.email]);
      const { headers } = readable(mail!.raw);
      expect(headers).not.toMatch(/^bcc:/im);
      expect(header(headers, "Subject")).toBe("Contact message from Eve Bcc: x@y.example: Hi Bcc: z@y.example");
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("with no SMTP_URL, writes each message as an owner-only .eml file in outbox/ beside the database and logs it", async () => {
    const { server, lines, outbox } = await shop();
    try {
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
      await until(() => lines.some(({ line }) => line.startsWith(`mail: order ${placed.orderNumber}`)));
      const [file] = await outboxFiles(outbox);
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
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
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

  it("answers the order 201 at once while the SMTP server is down, then leaves the message in the outbox with a warning that names no customer details", async () => {
    const sink = await smtpSink({ refuse: Infinity });
    const { server, lines, outbox } = await shop({ smtpUrl: sink.url, mailRetryDelaysMs: [200, 200] });
    try {
      const placed = await orderThrough(server.url);
      expect(placed.status).toBe(201);
      // The answer came before the retries were over.
      expect(await outboxFiles(outbox)).toEqual([]);
      // The warning follows the file's write.
      await until(() => lines.some(({ line }) => line.includes("not sent after")));
      expect(await outboxFiles(outbox)).toHaveLength(1);
      expect(sink.attempts()).toBe(3);
      expect(sink.delivered).toEqual([]);
      const warnings = lines.filter(({ level }) => level === "warn").map(({ line }) => line);
      expect(warnings.at(-1)).toContain(`order ${placed.orderNumber} not sent after 3 attempt(s)`);
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
