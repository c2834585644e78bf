/**
 * The customer's emails about their pickup order: placed, ready for pickup, the pickup hold's
 * reminder, cancelled (by the shop, or at the end of the hold), and the receipt once picked up
 * and paid at the counter. Each comes
 * from the shop (mailer.ts addresses it), links to the order's own page with its key, and says where
 * the shop is and how to reach it. Every value a visitor gave is one line in the text and escaped
 * in the HTML; the order's lines are the server's priced ones.
 */
import {
  formatUSD,
  holdUntil,
  lastMove,
  NOT_PICKED_UP_REASON,
  pickupHoldDaysOf,
  openingHoursLines,
  orderCodes,
  PAYMENT_METHOD_LABELS,
  restockingFeeText,
  sameDayPickupRule,
  type Notification,
  type OrderRecord,
  type ShopInfo,
} from "@shop/domain";
import { escapeHtml, oneLine, orderLines, shopTime, type InlineImage, type OutgoingMail } from "./mail-message.ts";

/** Lines of text shown together: one paragraph in the text part, one `<p>` in the HTML. */
type Paragraph = readonly string[];

/** A block of the email: paragraphs, or a part already made for both (the order's lines). */
type Block = Paragraph | { text: string[]; html: string[] };

/** The order's own page, as the customer opens it: `{store.url}/orders/{orderNumber}?key={key}`. */
function orderPageUrl(store: Pick<ShopInfo, "url">, orderNumber: string, key: string): string {
  return `${store.url.replace(/\/+$/, "")}/orders/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`;
}

const addressLine = (store: ShopInfo) =>
  `${store.address.street}, ${store.address.city}, ${store.address.region} ${store.address.postalCode}`;

function compose(blocks: readonly Block[], link: string): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ("text" in block) {
      text.push(...block.text, "");
      html.push(...block.html);
    } else {
      text.push(...block, "");
      html.push(`<p>${block.map(escapeHtml).join("<br>")}</p>`);
    }
  }
  text.push("Your order's page:", link, "");
  html.push(`<p><a href="${escapeHtml(link)}">See your order</a></p>`);
  return { text: text.join("\n"), html: html.join("\n") };
}

/** Where to pick up and whom to call. */
const pickupAt = (store: ShopInfo): Paragraph => [`Pick up at ${oneLine(store.name)}`, addressLine(store), `Phone: ${store.phone}`];

/** Each code's Content-ID in the email: the number is in it, so two orders' emails never share one. */
const codeCid = (code: "code128" | "qr", orderNumber: string) => `${code}-${orderNumber}@order-code`;

/**
 * The order code the counter scans (docs/product.md, Rules, Order codes): in the HTML the barcode
 * and the QR code on white, each named, with the number beside them; in the text the number alone.
 */
function orderCodeBlock(orderNumber: string): { block: Block; images: InlineImage[] } {
  const codes = orderCodes(orderNumber);
  const number = escapeHtml(orderNumber);
  const image = (code: "code128" | "qr", alt: string, width: number, height: number) =>
    `<img src="cid:${escapeHtml(codeCid(code, orderNumber))}" alt="${escapeHtml(alt)}" width="${width}" height="${height}" style="display:inline-block;vertical-align:middle;margin:4px">`;
  return {
    block: {
      text: ["Your order code (show it at the counter):", orderNumber],
      html: [
        "<p>Show this code at the counter:</p>",
        `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#ffffff;color:#000000;padding:8px;border:1px solid #dddddd">`,
        `${image("code128", `Barcode of order ${orderNumber}`, 280, 69)}${image("qr", `QR code of order ${orderNumber}`, 120, 120)}`,
        `<div style="font-family:monospace;font-size:18px;font-weight:bold;padding:4px">${number}</div>`,
        "</td></tr></table>",
      ],
    },
    images: [
      { cid: codeCid("code128", orderNumber), filename: `${orderNumber}-barcode.png`, svg: codes.code128 },
      { cid: codeCid("qr", orderNumber), filename: `${orderNumber}-qr.png`, svg: codes.qr },
    ],
  };
}

function placedMail(order: OrderRecord, store: ShopInfo, link: string): OutgoingMail {
  const code = orderCodeBlock(order.orderNumber);
  const { text, html } = compose(
    [
      [`Hello ${oneLine(order.name)},`],
      [`Thank you for your order. We have received it and will email you when it is ready for pickup.`],
      [`Order ${order.orderNumber}`, `Placed ${shopTime(order.createdAt, store.timeZone)}`],
      orderLines(order),
      order.items.some((line) => line.onOrder)
        ? ["Pay at the counter when you pick up.", "Parts on special order come from our distributor: we email you when the whole order is ready.", restockingFeeText(store)]
        : ["Pay at the counter when you pick up.", `${sameDayPickupRule(store)}.`],
      code.block,
      pickupAt(store),
    ],
    link,
  );
  return { kind: "order-placed", subject: `Order ${order.orderNumber} received`, text, html, images: code.images, label: `order ${order.orderNumber} placed` };
}

/** How long the shop keeps a ready order, and what happens after. */
const holdLine = (until: string, store: ShopInfo) =>
  `We keep it for you until ${shopTime(until, store.timeZone)}. After that the order is cancelled and the parts go back on the shelf.`;

function readyMail(order: OrderRecord, store: ShopInfo, link: string): OutgoingMail {
  const code = orderCodeBlock(order.orderNumber);
  const until = holdUntil(order, store);
  const { text, html } = compose(
    [
      [`Hello ${oneLine(order.name)},`],
      [`Your order ${order.orderNumber} is ready for pickup at ${oneLine(store.name)}.`, ...(until ? [holdLine(until, store)] : [])],
      ["Address", addressLine(store)],
      ["Opening hours", ...openingHoursLines(store)],
      [
        "What to bring",
        `Your order number, ${order.orderNumber}, and a photo ID.`,
        `You pay at the counter: ${formatUSD(order.total)}.`,
      ],
      code.block,
      [`Questions? Call us at ${store.phone}.`],
    ],
    link,
  );
  return { kind: "order-ready", subject: `Order ${order.orderNumber} is ready for pickup`, text, html, images: code.images, label: `order ${order.orderNumber} ready` };
}

function reminderMail(order: OrderRecord, store: ShopInfo, link: string, until: string): OutgoingMail {
  const { text, html } = compose(
    [
      [`Hello ${oneLine(order.name)},`],
      [`Your order ${order.orderNumber} is still waiting for you at ${oneLine(store.name)}.`, holdLine(until, store)],
      ["Opening hours", ...openingHoursLines(store)],
      [`Bring your order number, ${order.orderNumber}, and a photo ID. You pay at the counter: ${formatUSD(order.total)}.`],
      [`Need more time, or no longer need the parts? Call us at ${store.phone}.`],
    ],
    link,
  );
  return {
    kind: "order-reminder",
    subject: `Order ${order.orderNumber}: please pick it up by ${shopTime(until, store.timeZone)}`,
    text,
    html,
    label: `order ${order.orderNumber} pickup reminder`,
  };
}

/** The receipt for an order picked up and paid at the counter: the lines, the totals and the payment. */
function receiptMail(order: OrderRecord, store: ShopInfo, link: string): OutgoingMail | undefined {
  const pickup = lastMove(order);
  if (!pickup?.payment) return undefined;
  const { payment } = pickup;
  const { text, html } = compose(
    [
      [`Hello ${oneLine(order.name)},`],
      [`Thank you for picking up order ${order.orderNumber} at ${oneLine(store.name)}. This is your receipt.`],
      [`Order ${order.orderNumber}`, `Picked up ${shopTime(pickup.at, store.timeZone)}`],
      orderLines(order),
      [`Paid: ${formatUSD(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]})`],
      [oneLine(store.name), addressLine(store), `Phone: ${store.phone}`],
    ],
    link,
  );
  return { kind: "order-receipt", subject: `Receipt for order ${order.orderNumber}`, text, html, label: `order ${order.orderNumber} receipt` };
}

function cancelledMail(order: OrderRecord, store: ShopInfo, link: string): OutgoingMail {
  const reason = lastMove(order)?.reason;
  const why =
    reason === NOT_PICKED_UP_REASON
      ? [`We kept it for ${pickupHoldDaysOf(store)} days and it was not picked up, so the parts went back on the shelf.`]
      : reason
        ? [`Reason: ${oneLine(reason)}`]
        : [];
  const { text, html } = compose(
    [
      [`Hello ${oneLine(order.name)},`],
      [`Your order ${order.orderNumber} was cancelled.`, ...why],
      ["Nothing was charged: orders are paid at the counter."],
      [`Questions? Call ${oneLine(store.name)} at ${store.phone}.`],
    ],
    link,
  );
  return {
    kind: "order-cancelled",
    subject: `Order ${order.orderNumber} was cancelled`,
    text,
    html,
    label: `order ${order.orderNumber} cancelled`,
  };
}

/**
 * The customer's email for a notification: when the order is placed, marked ready for pickup,
 * reminded of the end of its hold, cancelled, or picked up and paid (the receipt). Contact
 * messages and sign-ups send the customer none.
 */
export function customerMail(notification: Notification, store: ShopInfo): OutgoingMail | undefined {
  if (notification.kind !== "order" && notification.kind !== "order-status" && notification.kind !== "order-reminder") return undefined;
  const { order, key } = notification;
  const link = orderPageUrl(store, order.orderNumber, key);
  const mail =
    notification.kind === "order"
      ? placedMail(order, store, link)
      : notification.kind === "order-reminder"
        ? reminderMail(order, store, link, notification.holdUntil)
        : order.status === "ready"
        ? readyMail(order, store, link)
        : order.status === "cancelled"
          ? cancelledMail(order, store, link)
          : order.status === "picked-up"
            ? receiptMail(order, store, link)
            : undefined;
  return mail && { ...mail, to: { name: oneLine(order.name), address: order.email }, orderNumber: order.orderNumber };
}
