/**
 * Email to the shop for each new order and contact message, to the customer when their order
 * is placed, ready for pickup or cancelled, to an address signing up for the newsletter (the link
 * that confirms it) and to a subscriber once confirmed (see docs/architecture.md, "Email").
 *
 * With an SMTP URL, nodemailer sends it; a failed send is tried again after each of the retry
 * delays, and after the last failure the message is written to the outbox folder instead, so it
 * is never lost. With no SMTP URL every message goes to the outbox folder: one `.eml` file each
 * (owner-only, as they hold customers' contact details), which any mail program opens.
 *
 * Each email's state (sending, retrying, sent, outbox, failed) is handed to `record` as an
 * EmailRecord, for staff to see; a record that cannot be saved is logged, and the email goes on.
 *
 * Nothing here waits on or fails a visitor's request: the order or message is stored before notify() is
 * called. Logs and records name the order number or message id, never an email address or phone.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import sharp from "sharp";
import type { EmailRecord, EmailState, Notification, ShopInfo } from "@shop/domain";
import type { Log } from "../http/index.ts";
import { customerMail } from "./customer-mail.ts";
import { subscriberMail } from "./subscriber-mail.ts";
import { oneLine, shopMail, type InlineImage, type OutgoingMail } from "./mail-message.ts";

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
  store: () => ShopInfo;
  log: Log;
  /** Waits between attempts (default 1 s, 5 s, 30 s); its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /**
   * Keeps an email's record each time its state changes (startServer: a put into `emails`). Each
   * email's records are handed over in order, one at a time; a rejection is logged, never retried.
   */
  record?: (email: EmailRecord) => Promise<void>;
}

export interface Mailer {
  /**
   * Sends the emails of this notification in the background: the shop's for a new order or contact
   * message, the customer's for an order placed, ready or cancelled, the confirmation link for a
   * newsletter sign-up, the subscriber's welcome once confirmed (with its unsubscribe link).
   */
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

/**
 * Why something failed, for logs and records: SMTP replies may quote a recipient and URLs may carry
 * credentials, so addresses and URL user info are blanked; long replies are cut.
 */
function reasonOf(error: unknown): string {
  const text = oneLine(error instanceof Error ? error.message : String(error))
    .replace(/\/\/[^\s/@]+@/g, "//")
    .replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, "[address]");
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * An inline image as PNG, which every mail program shows (many show no SVG): drawn at twice its
 * size for sharp screens, on white with a margin, so a code keeps its quiet zone in a dark-mode inbox.
 */
async function pngOf(image: InlineImage): Promise<Buffer> {
  // At twice the size: four QR modules, ten of the barcode's narrowest bars.
  const margin = 40;
  return sharp(Buffer.from(image.svg), { density: 144 })
    .flatten({ background: "#ffffff" })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: "#ffffff" })
    .png()
    .toBuffer();
}

/** The mailer for one server; see the module comment. */
export function createMailer({ smtpUrl, outboxDir, store, log, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, record }: MailerOptions): Mailer {
  const smtp = smtpUrl
    ? createTransport({ url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS })
    : undefined;
  // Builds the raw message (headers encoded, CRLF line ends) without sending it.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();

  async function envelope(mail: OutgoingMail): Promise<SendMailOptions> {
    const shop = store();
    const from = { name: oneLine(shop.name), address: shop.email };
    const message: SendMailOptions = { from, to: mail.to ?? from, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers };
    if (mail.images?.length) {
      try {
        message.attachments = await Promise.all(mail.images.map(async (image) => ({ filename: image.filename, cid: image.cid, contentType: "image/png", content: await pngOf(image) })));
      } catch (error) {
        // The text still carries what the images show (the order number): send it without them.
        log(`mail: could not draw the images of ${mail.label}: ${reasonOf(error)}; sent without them`, "error");
      }
    }
    return message;
  }

  /** Writes the message to the outbox; false when it could not be written (logged). */
  async function toOutbox(message: SendMailOptions, mail: OutgoingMail, why: string, level: "info" | "warn"): Promise<boolean> {
    try {
      const { message: raw } = await composer.sendMail(message);
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${mail.label.replace(/[^A-Za-z0-9-]+/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
      // Written whole under a temp name and renamed, so a backup or a reader never sees half a message.
      const temp = path.join(outboxDir, `${name}.tmp-${process.pid}`);
      await writeFile(temp, raw, { mode: 0o600, flag: "wx" });
      await rename(temp, path.join(outboxDir, name));
      log(`mail: ${mail.label} ${why}: written to ${path.join(outboxDir, name)}`, level);
      return true;
    } catch (error) {
      log(`mail: could not write ${mail.label} to the outbox: ${reasonOf(error)} (the order or message itself is stored)`, "error");
      return false;
    }
  }

  /** The email's record, kept in step with each state: handed to `record` in order, never failing the send. */
  function tracker(mail: OutgoingMail) {
    const base = {
      id: randomUUID(),
      kind: mail.kind,
      ...(mail.orderNumber ? { orderNumber: mail.orderNumber } : {}),
      ...(mail.contactId ? { contactId: mail.contactId } : {}),
      ...(mail.signupId ? { signupId: mail.signupId } : {}),
    };
    return async (state: EmailState, attempts: number, error?: string): Promise<void> => {
      if (!record) return;
      const email: EmailRecord = { ...base, state, attempts, at: new Date().toISOString(), ...(error ? { error } : {}) };
      try {
        await record(email);
      } catch (failure) {
        log(`mail: could not record the state (${state}) of ${mail.label}: ${reasonOf(failure)}`, "error");
      }
    };
  }

  async function deliver(mail: OutgoingMail): Promise<void> {
    const message = await envelope(mail);
    const who = mail.kind === "newsletter-welcome" || mail.kind === "newsletter-confirm" ? "the subscriber" : mail.to ? "the customer" : "the shop";
    const track = tracker(mail);
    if (!smtp) {
      const written = await toOutbox(message, mail, `for ${who}`, "info");
      return track(written ? "outbox" : "failed", 0, written ? undefined : "could not be written to the outbox");
    }
    await track("sending", 0);
    for (let attempt = 1; ; attempt++) {
      try {
        await smtp.sendMail(message);
        log(`mail: ${mail.label} sent to ${who}${attempt > 1 ? ` on attempt ${attempt}` : ""}`, "info");
        return track("sent", attempt);
      } catch (error) {
        const reason = reasonOf(error);
        const wait = retryDelaysMs[attempt - 1];
        if (wait === undefined || closing.signal.aborted) {
          const written = await toOutbox(message, mail, `not sent after ${attempt} attempt(s) (${reason})`, "warn");
          return track("failed", attempt, written ? reason : `${reason}; could not be written to the outbox`);
        }
        log(`mail: ${mail.label} not sent (${reason}); trying again in ${wait} ms`, "warn");
        await track("retrying", attempt, reason);
        await sleep(wait, closing.signal);
        if (closing.signal.aborted) {
          const written = await toOutbox(message, mail, "not sent before the server closed", "warn");
          const why = `${reason}; not tried again before the server closed`;
          return track("failed", attempt, written ? why : `${why}; could not be written to the outbox`);
        }
      }
    }
  }

  return {
    notify(notification) {
      for (const write of [shopMail, customerMail, subscriberMail]) {
        let mail: OutgoingMail | undefined;
        try {
          mail = write(notification, store());
        } catch (error) {
          log(`mail: could not write the ${notification.kind} email: ${reasonOf(error)}`, "error");
          continue;
        }
        if (!mail) continue;
        const task = deliver(mail).finally(() => inFlight.delete(task));
        inFlight.add(task);
      }
    },
    async close() {
      closing.abort();
      await Promise.allSettled([...inFlight]);
      smtp?.close();
    },
  };
}
