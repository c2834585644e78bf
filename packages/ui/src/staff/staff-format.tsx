import { ORDER_STATUS_LABELS, type EmailKind, type EmailRecord, type OrderStatus } from "@shop/domain";
import { Badge, type BadgeProps } from "../design/primitives/Badge.tsx";
import { plural } from "../design/format.ts";

/** How the back office writes times, statuses and emails: always in the shop's own time zone. */

/** "Nov 23, 2026, 2:05 PM": a moment as the counter's clock read it (the store's `timeZone`). */
/** "Thursday, December 3, 2026" for a day written "2026-12-03" (the back office's `day` and `date`). */
export const formatDayText = (day: string): string =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

export function formatShopTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** "2:05 PM" today, else "Nov 22, 2:05 PM": short enough for an inbox row. */
export function formatShopTimeShort(iso: string, timeZone: string, now = new Date()): string {
  const when = new Date(iso);
  const day = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(date);
  const sameDay = day(when) === day(now);
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  }).format(when);
}

const STATUS_VARIANTS: Record<OrderStatus, BadgeProps["variant"]> = {
  received: "warning",
  ready: "in-stock",
  "picked-up": "secondary",
  cancelled: "destructive",
};

/** An order's status as a badge: the label says it, the colour only helps. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-status={status} className={className}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Who an email went to and what it said, as staff read it. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  "shop-order": "Shop: new order",
  "shop-contact": "Shop: contact message",
  "order-placed": "Customer: order placed",
  "order-ready": "Customer: order ready",
  "order-reminder": "Customer: pickup reminder",
  "order-receipt": "Customer: receipt",
  "order-cancelled": "Customer: order cancelled",
  "newsletter-confirm": "Subscriber: confirmation link",
  "newsletter-welcome": "Subscriber: welcome",
};

/** Where one email stands: "sent", "failed after 4 attempts". */
export function emailStateText(email: Pick<EmailRecord, "state" | "attempts">): string {
  const attempts = `${email.attempts} ${plural(email.attempts, "attempt")}`;
  switch (email.state) {
    case "sending":
      return "sending";
    case "retrying":
      return `retrying after ${attempts}`;
    case "sent":
      return "sent";
    case "outbox":
      return "written to the outbox";
    case "failed":
      return `failed after ${attempts}`;
  }
}

/** "Customer: order ready — failed after 4 attempts". */
export function emailText(email: Pick<EmailRecord, "kind" | "state" | "attempts">): string {
  return `${EMAIL_KIND_LABELS[email.kind]} — ${emailStateText(email)}`;
}
