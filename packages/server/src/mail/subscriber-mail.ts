/**
 * The newsletter subscriber's email: a welcome when an address signs up (or signs up again after
 * unsubscribing). Like every email the shop sends a subscriber, it carries the address's
 * unsubscribe link in both parts and in a List-Unsubscribe header (docs/architecture.md, Email).
 * The link opens a page with a button: following it unsubscribes nobody, so mail scanners that
 * fetch links do no harm, and so no one-click (List-Unsubscribe-Post) form is offered.
 */
import { openingHoursLines, pagePaths, type Notification, type ShopInfo } from "@shop/domain";
import { escapeHtml, oneLine, type OutgoingMail } from "./mail-message.ts";

/** The address's unsubscribe page: `{store.url}/newsletter/unsubscribe?email=…&key=…`. */
function unsubscribeUrl(store: Pick<ShopInfo, "url">, email: string, key: string): string {
  return `${store.url.replace(/\/+$/, "")}${pagePaths.unsubscribe({ email, key })}`;
}

/** The welcome email for a newsletter sign-up; undefined for every other notification. */
export function subscriberMail(notification: Notification, store: ShopInfo): OutgoingMail | undefined {
  if (notification.kind !== "newsletter") return undefined;
  const { signup, key } = notification;
  const link = unsubscribeUrl(store, signup.email, key);
  const name = oneLine(store.name);
  const paragraphs: string[][] = [
    [`Thanks for signing up for news from ${name}.`],
    [
      "What to expect: now and then, seasonal maintenance tips, new repair guides and parts news from the counter.",
      "We never share your address.",
    ],
    [name, `${store.address.street}, ${store.address.city}, ${store.address.region} ${store.address.postalCode}`, `Phone: ${store.phone}`],
    ["Opening hours", ...openingHoursLines(store)],
  ];
  const text = [...paragraphs.map((lines) => lines.join("\n")), `To unsubscribe, open this link:\n${link}`, ""].join("\n\n");
  const html = [
    ...paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`),
    `<p><a href="${escapeHtml(link)}">Unsubscribe</a> from these emails.</p>`,
  ].join("\n");
  return {
    kind: "newsletter-welcome",
    to: { name: "", address: signup.email },
    subject: `You're on the list at ${name}`,
    text,
    html,
    headers: { "List-Unsubscribe": `<${link}>` },
    signupId: signup.id,
    label: `newsletter sign-up ${signup.id}`,
  };
}
