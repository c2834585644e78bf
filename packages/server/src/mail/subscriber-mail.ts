/**
 * The newsletter's emails to an address (docs/architecture.md, Newsletter emails): the link that
 * confirms a sign-up (double opt-in), then, once confirmed, the welcome. The welcome, like every
 * email the shop sends a subscriber, carries the address's unsubscribe link in both parts and in a
 * List-Unsubscribe header. Both links open a page with a button: following one changes nothing, so
 * mail scanners that fetch links do no harm, and so no one-click (List-Unsubscribe-Post) form is
 * offered. The confirmation email is no newsletter email: the address is on no list yet, so it has
 * no unsubscribe link; not confirming is how to say no.
 */
import { openingHoursLines, pagePaths, type NewsletterSignup, type Notification, type ShopInfo } from "@shop/domain";
import { escapeHtml, oneLine, type OutgoingMail } from "./mail-message.ts";

const storeUrl = (store: Pick<ShopInfo, "url">) => store.url.replace(/\/+$/, "");

/** The address's unsubscribe page: `{store.url}/newsletter/unsubscribe?email=…&key=…`. */
function unsubscribeUrl(store: Pick<ShopInfo, "url">, email: string, key: string): string {
  return `${storeUrl(store)}${pagePaths.unsubscribe({ email, key })}`;
}

/** The address's confirmation page: `{store.url}/newsletter/confirm?email=…&key=…`. */
function confirmUrl(store: Pick<ShopInfo, "url">, email: string, key: string): string {
  return `${storeUrl(store)}${pagePaths.newsletterConfirm({ email, key })}`;
}

/** The store's name, address and phone, and its opening hours: the last paragraphs of both emails. */
function storeParagraphs(store: ShopInfo, name: string): string[][] {
  return [
    [name, `${store.address.street}, ${store.address.city}, ${store.address.region} ${store.address.postalCode}`, `Phone: ${store.phone}`],
    ["Opening hours", ...openingHoursLines(store)],
  ];
}

/** The email asking an address that signed up to confirm it, with its confirmation link. */
function confirmMail(signup: NewsletterSignup, key: string, store: ShopInfo): OutgoingMail {
  const link = confirmUrl(store, signup.email, key);
  const name = oneLine(store.name);
  const before: string[][] = [[`Someone, we hope you, asked for news from ${name} at this address.`]];
  const after: string[][] = [
    ["Nothing is sent to this address until it is confirmed. If you did not ask, ignore this email: you will hear nothing more from us."],
    ...storeParagraphs(store, name),
  ];
  const text = [...before, [`To confirm, open this link and press "Confirm":\n${link}`], ...after].map((lines) => lines.join("\n")).join("\n\n") + "\n";
  const html = [
    ...before.map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`),
    `<p><a href="${escapeHtml(link)}">Confirm your sign-up</a></p>`,
    ...after.map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`),
  ].join("\n");
  return {
    kind: "newsletter-confirm",
    to: { name: "", address: signup.email },
    subject: `Confirm your sign-up at ${name}`,
    text,
    html,
    signupId: signup.id,
    label: `newsletter sign-up ${signup.id} (confirmation link)`,
  };
}

/** The welcome to an address that has just confirmed its sign-up, with its unsubscribe link. */
function welcomeMail(signup: NewsletterSignup, key: string, store: ShopInfo): OutgoingMail {
  const link = unsubscribeUrl(store, signup.email, key);
  const name = oneLine(store.name);
  const paragraphs: string[][] = [
    [`Thanks for signing up for news from ${name}.`],
    [
      "What to expect: now and then, seasonal maintenance tips, new repair guides and parts news from the counter.",
      "We never share your address.",
    ],
    ...storeParagraphs(store, name),
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

/** The newsletter's email for a notification: the confirmation link or the welcome; undefined for every other notification. */
export function subscriberMail(notification: Notification, store: ShopInfo): OutgoingMail | undefined {
  if (notification.kind === "newsletter-confirm") return confirmMail(notification.signup, notification.key, store);
  if (notification.kind === "newsletter") return welcomeMail(notification.signup, notification.key, store);
  return undefined;
}
