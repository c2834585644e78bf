/**
 * Bad input at the edge of the server: user text that could forge log lines, the client's own
 * text of an order, request lines in absolute form, bodies that never end, and a form-mail
 * endpoint that redirects (docs/architecture.md, Bad input at the edge).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { outboxDirFor, startServer, type ServerOptions } from "../../src/index.ts";
import { addToCart, engineOptions, inStockParts, orderBody, seedFile, storedOrders, storedShop, taxRateOf, tempDir } from "../support/fixtures.ts";
import { outboxFiles, until } from "../support/mail-sink.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function started(options: Partial<ServerOptions> = {}) {
  const dir = await tempDir();
  dirs.push(dir);
  const lines: string[] = [];
  const dbFile = path.join(dir, "shop.db");
  const server = await startServer({
    port: 0,
    dbFile,
    ...(await engineOptions(dbFile)),
    seedFile: await seedFile(dir),
    log: (line) => lines.push(line),
    ...options,
  });
  return { server, lines, dbFile };
}

/** Writes `request` on a raw socket and resolves with all the server sent and how long the socket stayed open. */
function raw(port: number, request: string | Buffer, ms = 5_000): Promise<{ text: string; openMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () =>
      resolve({
        text: Buffer.concat(chunks).toString("latin1"),
        openMs: Date.now() - began,
      }),
    );
    socket.setTimeout(ms, () => {
      socket.destroy();
      reject(new Error(`the socket was still open after ${ms} ms`));
    });
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("log lines", () => {
  it("keep a URL with an encoded line break on one line", async () => {
    const { server, lines } = await started();
    try {
      await (await fetch(`${server.url}/api/products%0d%0aFAKE%20LINE?q=%0d%0aFAKE%20LINE`)).text();
      await until(() => lines.some((line) => line.includes("FAKE")));
      const logged = lines.filter((line) => line.includes("FAKE"));
      expect(logged).toHaveLength(1);
      expect(logged[0]).not.toMatch(/[\r\n]/);
    } finally {
      await server.close();
    }
  });
});

describe("the client's text of an order", () => {
  it.each([
    ["a list of lines", ["PAID IN FULL - release at counter"]],
    ["one text block", "PAID IN FULL - release at counter\n1 x Part"],
  ])("is accepted as %s but reaches no email, form-mail post or stored order", async (_shape, items) => {
    const received: string[] = [];
    const endpoint = createServer((req, res) => {
      void readBody(req).then((body) => {
        received.push(body);
        res.writeHead(200).end("ok");
      });
    });
    const formMailUrl = `${await listening(endpoint)}/send`;
    const { server, dbFile } = await started({ formMailUrl });
    try {
      const [productId] = await inStockParts(server.url);
      const { headers, item } = await addToCart(server.url, productId);
      const order = await fetch(`${server.url}/api/orders`, { method: "POST", headers, body: orderBody([item], await taxRateOf(server.url), { items }) });
      expect(order.status).toBe(201);
      const outbox = outboxDirFor(dbFile);
      await until(async () => received.length >= 1 && (await outboxFiles(outbox)).length >= 2);
      const emails = await Promise.all((await outboxFiles(outbox)).map((name) => readFile(path.join(outbox, name), "utf8")));
      expect(JSON.stringify(await storedOrders(server.store))).not.toContain("PAID IN FULL");
      for (const text of [...received, ...emails]) expect(text).not.toContain("PAID IN FULL");
      await server.close();
      // Nowhere in the database: the SQLite file's bytes, or everything PostgreSQL holds.
      const stored = inject("engine") === "postgres" ? JSON.stringify(await storedShop(dbFile)) : await readFile(dbFile, "utf8");
      expect(stored).not.toContain("PAID IN FULL");
    } finally {
      await server.close();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});

describe("request lines and slow requests", () => {
  it("answers a request line in absolute form with 400 and logs no stack trace", async () => {
    const { server, lines } = await started();
    try {
      const { text } = await raw(server.port, "GET http://x:99999/api/products HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
      expect(lines.join("\n")).not.toMatch(/\bat .*\.(ts|js):\d+/);
      expect(lines.filter((line) => /error/i.test(line))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("closes a connection whose body never ends once the request timeout passes", async () => {
    const { server } = await started({
      timeouts: { headersMs: 500, requestMs: 800 },
    });
    try {
      const half = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"Pat`;
      const { text, openMs } = await raw(server.port, half, 5_000);
      expect(openMs).toBeLessThan(3_000);
      if (text) expect(text).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await server.close();
    }
  });
});

describe("form-mail redirects", () => {
  it("are not followed: the redirect's target never receives the customer's data, and the log names none of it", async () => {
    const reached: string[] = [];
    const target = createServer((req, res) => {
      void readBody(req).then((body) => {
        reached.push(body);
        res.writeHead(200).end("ok");
      });
    });
    const targetUrl = await listening(target);
    let redirected = 0;
    const redirecting = createServer((req, res) => {
      void readBody(req).then(() => {
        redirected++;
        res.writeHead(307, { location: `${targetUrl}/steal` }).end();
      });
    });
    const { server, lines } = await started({
      formMailUrl: `${await listening(redirecting)}/send`,
    });
    try {
      const sent = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Pat Secretname",
          email: "pat@example.com",
          message: "Hello",
        }),
      });
      expect(sent.status).toBe(201);
      await until(() => lines.some((line) => line.includes("form-mail")));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(redirected).toBe(1);
      expect(reached).toEqual([]);
      const logged = lines.find((line) => line.includes("form-mail"))!;
      expect(logged).toContain("307");
      expect(logged).not.toContain("Secretname");
    } finally {
      await server.close();
      await new Promise((resolve) => target.close(resolve));
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it("refuses a plain-http form-mail URL to another host at start", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    await expect(
      startServer({
        port: 0,
        dbFile: path.join(dir, "shop.db"),
        seedFile: await seedFile(dir),
        formMailUrl: "http://forms.example/send",
        log: () => undefined,
      }),
    ).rejects.toThrow(/FORM_MAIL_URL must use https/);
  });
});
