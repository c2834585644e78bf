/**
 * Form-mail: each new order, contact message and confirmed newsletter sign-up POSTed as JSON to
 * FORM_MAIL_URL, beside the shop's own email (mailer.ts). A failure loses nothing: the record is
 * already stored.
 */
import type { Express } from "express";
import type { Notification } from "@shop/domain";
import type { Log } from "../http/index.ts";

const FORM_MAIL_TIMEOUT_MS = 5_000;

/** Hosts a form-mail URL may reach over plain http: this machine, where nothing crosses a network. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why a FORM_MAIL_URL cannot be used, or undefined: it must be https, since customers' names,
 * emails and orders travel in it; plain http only to this machine (a relay beside the shop, tests).
 */
export function formMailUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return `FORM_MAIL_URL is not a URL: "${value}".`;
  const url = new URL(value);
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return undefined;
  return `FORM_MAIL_URL must use https (customers' details travel in it), or http only to localhost or 127.0.0.1; not "${url.protocol}//${url.host}".`;
}

/** Form-mail posts still running for this app (each ends within FORM_MAIL_TIMEOUT_MS). */
export function pendingForwards(app: Express): Promise<void>[] {
  return [...((app.locals.formMailForwards as Set<Promise<void>> | undefined) ?? [])];
}

/** Forwards a notification to `url` in the background; the app's close waits for what is still running (pendingForwards). */
type FormMail = (notification: Notification, reqId: string | undefined) => void;

/** The form-mail of one app: its posts still running are kept in app.locals for pendingForwards. */
export function formMail(app: Express, url: string, log: Log): FormMail {
  const forwards = new Set<Promise<void>>();
  app.locals.formMailForwards = forwards;
  return (notification, reqId) => {
    const task = forward(url, notification, log, reqId).finally(() => forwards.delete(task));
    forwards.add(task);
  };
}

/**
 * The form-mail payload: `{ kind, ...payload, subject }`, for what the shop hears of (new orders,
 * messages, sign-ups once confirmed); undefined for the customer's status emails and a sign-up's confirmation link. An order is the server's own
 * record, its lines priced by the server; the session id (a cart key) and the client's order
 * number stay home.
 */
export function formMailMessage(notification: Notification): Record<string, unknown> | undefined {
  switch (notification.kind) {
    case "order": {
      const { sessionId: _sessionId, clientOrderNumber: _client, history: _history, ...order } = notification.order;
      return { kind: "order", order, subject: `New order ${order.orderNumber} from ${order.name} (${order.total})` };
    }
    // Not forwarded: a status email or a hold's reminder, and a sign-up not yet confirmed (the shop hears of it once confirmed).
    case "order-status":
    case "order-reminder":
    case "newsletter-confirm":
      return undefined;
    case "contact": {
      const { message } = notification;
      return {
        kind: "contact",
        message,
        subject: `Contact message from ${message.name}${message.subject ? `: ${message.subject}` : ""}`,
      };
    }
    case "newsletter":
      return { kind: "newsletter", signup: notification.signup, subject: `Newsletter sign-up: ${notification.signup.email}` };
  }
}

/** What a form-mail failure line names: the record's kind and the shop's own reference, never the customer's details. */
function forwardLabel(notification: Notification): string {
  switch (notification.kind) {
    case "order":
    case "order-status":
    case "order-reminder":
      return `order ${notification.order.orderNumber}`;
    case "contact":
      return `contact message ${notification.message.id}`;
    case "newsletter-confirm":
    case "newsletter":
      return `newsletter sign-up ${notification.signup.id}`;
  }
}

/**
 * Forwards one notification; never throws. The record is already stored, so a failure loses
 * nothing. A redirect is a failure, never followed: it would carry the customer's details to an
 * address nobody configured.
 */
async function forward(url: string, notification: Notification, log: Log, reqId: string | undefined): Promise<void> {
  const message = formMailMessage(notification);
  if (!message) return;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
      redirect: "manual",
      signal: AbortSignal.timeout(FORM_MAIL_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 300 && response.status < 400) throw new Error(`HTTP ${response.status}, a redirect (not followed)`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
    log(`form-mail: could not forward ${forwardLabel(notification)}: ${reason} (it is stored)`, "warn", { reqId });
  }
}
