/**
 * Test helpers for email: a real SMTP server in this process (smtp-server on port 0, with a
 * password), a reader for the raw messages it receives, and the outbox's files.
 */
import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/**
 * An SMTP server on a free port that wants a password and refuses the first `refuse` messages
 * (451 at RCPT TO, quoting the recipient's address as some servers do).
 */
export async function smtpSink({ refuse = 0 }: { refuse?: number } = {}) {
  const delivered: Delivered[] = [];
  let attempts = 0;
  const refused = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "shop" && auth.password === "s3cret") callback(null, { user: "shop" });
      else callback(new Error("Invalid username or password"));
    },
    onMailFrom(_address, session, callback) {
      attempts++;
      if (attempts <= refuse) refused.add(session.id);
      callback();
    },
    onRcptTo(address, session, callback) {
      if (!refused.has(session.id)) return callback();
      callback(Object.assign(new Error(`<${address.address}>: mailbox busy, try again later`), { responseCode: 451 }));
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
    /** Messages begun (MAIL FROM), refused or not. */
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block, unfolded, and the body with quoted-printable soft breaks and escapes undone. */
export function readable(raw: string): { headers: string; body: string } {
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

/** One header's value from an unfolded header block. */
export const header = (headers: string, name: string): string | undefined => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1];

export async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The `.eml` files in an outbox folder (none when it does not exist yet). */
export const outboxFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
