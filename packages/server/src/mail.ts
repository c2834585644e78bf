/**
 * Email to the shop for each new order and contact message (see docs/architecture.md, "Email").
 *
 * With an SMTP URL, nodemailer sends it; a failed send is tried again after each of the retry
 * delays, and after the last failure the message is written to the outbox folder instead, so it
 * is never lost. With no SMTP URL every message goes to the outbox folder: one `.eml` file each
 * (owner-only, as they hold customers' contact details), which any mail program opens.
 *
 * Nothing here waits on or fails a visitor's request: the record is stored before notify() is
 * called. Logs name the order number or message id, never the customer's email or phone.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { Notification, StoreRecord } from "@shop/domain";
import type { Log } from "./app.ts";
import { oneLine, shopMail, type ShopMail } from "./mail-message.ts";

/** Waits before the second, third and fourth attempts. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000];
/** Bounds one SMTP attempt (connect, greeting, each reply), so close() never waits long on one. */
const SMTP_TIMEOUT_MS = 10_000;

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; absent, every message goes to the outbox. */
  smtpUrl?: string;
  /** Where `.eml` files go: created owner-only when the first one is written. */
  outboxDir: string;
  /** The store record as it is now: its name and email are the sender and the shop's address. */
  store: () => StoreRecord;
  log: Log;
  /** Waits between attempts (default 1 s, 5 s, 30 s); its length is the number of retries. */
  retryDelaysMs?: readonly number[];
}

export interface Mailer {
  /** Sends the shop's email for this notification, in the background; newsletter sign-ups send none. */
  notify(notification: Notification): void;
  /**
   * Resolves when every message is sent or in the outbox. Pending retries are not waited for: their
   * messages go to the outbox at once; an attempt under way ends within its SMTP timeouts.
   */
  close(): Promise<void>;
}

/** Why an SMTP URL cannot be used, or undefined when it can. The message never repeats a password. */
export function smtpUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "SMTP_URL is not a URL; expected smtp://user:password@host:587 or smtps://user:password@host:465.";
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    return `SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`;
  }
  if (!url.hostname) return "SMTP_URL names no host; expected smtp://user:password@host:587.";
  return undefined;
}

/** The SMTP URL without its credentials, for the startup line. */
export function smtpUrlForDisplay(value: string): string {
  const url = new URL(value);
  return `${url.protocol}//${url.host}`;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The mailer for one server; see the module comment. */
export function createMailer({ smtpUrl, outboxDir, store, log, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: MailerOptions): Mailer {
  const smtp = smtpUrl
    ? createTransport({ url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS })
    : undefined;
  // Builds the raw message (headers encoded, CRLF line ends) without sending it.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();

  function envelope(mail: ShopMail): SendMailOptions {
    const shop = store();
    const from = { name: oneLine(shop.name), address: shop.email };
    return { from, to: from, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html };
  }

  async function toOutbox(message: SendMailOptions, mail: ShopMail, why: string, level: "info" | "warn"): Promise<void> {
    try {
      const { message: raw } = await composer.sendMail(message);
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${mail.label.replace(/[^A-Za-z0-9-]+/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
      await writeFile(path.join(outboxDir, name), raw, { mode: 0o600, flag: "wx" });
      log(`mail: ${mail.label} ${why}: written to ${path.join(outboxDir, name)}`, level);
    } catch (error) {
      log(`mail: could not write ${mail.label} to the outbox: ${reasonOf(error)} (the record is stored)`, "error");
    }
  }

  async function deliver(mail: ShopMail): Promise<void> {
    const message = envelope(mail);
    if (!smtp) return toOutbox(message, mail, "for the shop", "info");
    for (let attempt = 0; ; attempt++) {
      try {
        await smtp.sendMail(message);
        log(`mail: ${mail.label} sent to the shop${attempt > 0 ? ` on attempt ${attempt + 1}` : ""}`, "info");
        return;
      } catch (error) {
        const wait = retryDelaysMs[attempt];
        if (wait === undefined || closing.signal.aborted) {
          return toOutbox(message, mail, `not sent after ${attempt + 1} attempt(s) (${reasonOf(error)})`, "warn");
        }
        log(`mail: ${mail.label} not sent (${reasonOf(error)}); trying again in ${wait} ms`, "warn");
        await sleep(wait, closing.signal);
        if (closing.signal.aborted) return toOutbox(message, mail, "not sent before the server closed", "warn");
      }
    }
  }

  return {
    notify(notification) {
      let mail: ShopMail | undefined;
      try {
        mail = shopMail(notification, store());
      } catch (error) {
        log(`mail: could not write the ${notification.kind} email: ${reasonOf(error)}`, "error");
        return;
      }
      if (!mail) return;
      const task = deliver(mail).finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async close() {
      closing.abort();
      await Promise.allSettled([...inFlight]);
      smtp?.close();
    },
  };
}
