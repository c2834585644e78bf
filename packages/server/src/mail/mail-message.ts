/**
 * The emails a notification makes: the shop's own about a new order or contact message (here), and
 * the customer's about each step of their order (customer-mail.ts). Subject, plain text and simple
 * HTML, built from the records the server stored (an order's priced lines, never the client's
 * `items` text). Addressing and sending are in mailer.ts.
 */
import { formatUSD, onOrderLineText, type ContactMessage, type EmailKind, type Notification, type OrderRecord, type ShopInfo } from "@shop/domain";

/** A name and an address, as nodemailer takes them. */
interface MailAddress {
  name: string;
  address: string;
}

/** One email: what to say, to whom, what it is about, and a label for logs and file names. */
export interface OutgoingMail {
  kind: EmailKind;
  /** The customer; absent, the email goes to the shop's own address. */
  to?: MailAddress;
  /** For the shop's emails, the customer's address, so the shop's "Reply" reaches them. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** What the email is about, for its record. */
  orderNumber?: string;
  contactId?: string;
  signupId?: string;
  /** Extra headers: the newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Images the HTML part shows by Content-ID (`cid:`): drawn as SVG, sent as PNG (mailer.ts). */
  images?: InlineImage[];
  /** Names the record without personal data: "order TLH-20261122-AB2CD", "order TLH-... ready", "contact message <id>". */
  label: string;
}

/** An image of an email's HTML part, `<img src="cid:{cid}">`, given as SVG markup. */
export interface InlineImage {
  cid: string;
  filename: string;
  svg: string;
}

/**
 * Control characters (CR and LF among them) become spaces: a visitor's name or subject goes into
 * a header line, and nodemailer encodes headers, but a one-line field should stay one line anyway.
 */
export const oneLine = (value: string): string => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** Text for an HTML part. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** "Sun, Nov 22, 2026, 10:15 AM EST" in the shop's time zone. */
export function shopTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** What the customer was told, so the shop knows what is expected of it. */
const NEXT_STEP = "Not paid yet: the customer pays at the counter. They are emailed the order now, and again when it is marked ready for pickup.";

/** An order's priced lines and totals, as text lines and as an HTML table and paragraph. */
export function orderLines(order: OrderRecord): { text: string[]; html: string[] } {
  const lines = order.items.map((line) => ({
    quantity: String(line.quantity),
    part: line.partNumber,
    name: oneLine(line.name),
    unit: formatUSD(line.unitPrice),
    total: formatUSD(line.lineTotal),
    // A special order's promise or arrival under its line (docs/product.md, Rules, Special orders).
    special: onOrderLineText(line),
  }));
  const totals: [string, string][] = [
    ["Subtotal", formatUSD(order.subtotal)],
    ["Tax", formatUSD(order.tax)],
    ["Total", formatUSD(order.total)],
  ];
  const cell = (value: string, right = false) => `<td style="padding:2px 8px${right ? ";text-align:right" : ""}">${escapeHtml(value)}</td>`;
  return {
    text: [
      ...lines.flatMap((l) => [`  ${l.quantity} x ${l.part}  ${l.name}  at ${l.unit}  = ${l.total}`, ...(l.special ? [`    ${l.special}`] : [])]),
      "",
      ...totals.map(([label, amount]) => `${label}: ${amount}`),
    ],
    html: [
      `<table style="border-collapse:collapse"><thead><tr><th>Qty</th><th>Part number</th><th>Part</th><th>Each</th><th>Line total</th></tr></thead><tbody>`,
      ...lines.map(
        (l) =>
          `<tr>${cell(l.quantity, true)}${cell(l.part)}<td style="padding:2px 8px">${escapeHtml(l.name)}${l.special ? `<br><em>${escapeHtml(l.special)}</em>` : ""}</td>${cell(l.unit, true)}${cell(l.total, true)}</tr>`,
      ),
      `</tbody></table>`,
      `<p>${totals.map(([label, amount]) => `${label}: ${escapeHtml(amount)}`).join("<br>")}</p>`,
    ],
  };
}

function orderMail(order: OrderRecord, store: ShopInfo): OutgoingMail {
  const name = oneLine(order.name);
  const placed = shopTime(order.createdAt, store.timeZone);
  const lines = orderLines(order);
  const text = [
    `New pickup order ${order.orderNumber}`,
    `Placed ${placed}`,
    "",
    "Customer",
    `  ${name}`,
    `  Phone: ${oneLine(order.phone)}`,
    `  Email: ${order.email}`,
    "",
    "Lines",
    ...lines.text,
    "",
    NEXT_STEP,
    "",
  ].join("\n");
  const html = [
    `<h1 style="font-size:18px">New pickup order ${escapeHtml(order.orderNumber)}</h1>`,
    `<p>Placed ${escapeHtml(placed)}</p>`,
    `<p><strong>${escapeHtml(name)}</strong><br>Phone: ${escapeHtml(oneLine(order.phone))}<br>Email: ${escapeHtml(order.email)}</p>`,
    ...lines.html,
    `<p>${NEXT_STEP}</p>`,
  ].join("\n");
  return {
    kind: "shop-order",
    subject: `New pickup order ${order.orderNumber} from ${name} (${formatUSD(order.total)})`,
    text,
    html,
    replyTo: { name, address: order.email },
    orderNumber: order.orderNumber,
    label: `order ${order.orderNumber}`,
  };
}

function contactMail(message: ContactMessage, store: ShopInfo): OutgoingMail {
  const name = oneLine(message.name);
  const subject = message.subject ? oneLine(message.subject) : undefined;
  const received = shopTime(message.createdAt, store.timeZone);
  const header = [`From: ${name} <${message.email}>`, ...(message.phone ? [`Phone: ${oneLine(message.phone)}`] : []), `Received ${received}`];
  return {
    kind: "shop-contact",
    subject: `Contact message from ${name}${subject ? `: ${subject}` : ""}`,
    text: [...header, ...(subject ? [`Subject: ${subject}`] : []), "", message.message, ""].join("\n"),
    html: [
      `<p>${header.map(escapeHtml).join("<br>")}${subject ? `<br>Subject: ${escapeHtml(subject)}` : ""}</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    ].join("\n"),
    replyTo: { name, address: message.email },
    contactId: message.id,
    label: `contact message ${message.id}`,
  };
}

/** The shop's email for a notification: new orders and contact messages; anything else sends the shop none. */
export function shopMail(notification: Notification, store: ShopInfo): OutgoingMail | undefined {
  switch (notification.kind) {
    case "order":
      return orderMail(notification.order, store);
    case "contact":
      return contactMail(notification.message, store);
    case "order-status":
    case "newsletter-confirm":
    case "newsletter":
      return undefined;
  }
}
