/**
 * The shop's data layer: the typed /api client (session-id header, "{status}: {body}" errors)
 * and one TanStack Query hook per call. Screens fetch through these; components never fetch.
 */
export * from "../client/session.ts";
export * from "../client/client.ts";
export * from "../client/keys.ts";
export * from "../client/queries.ts";
export * from "../catalogue/links.ts";
export * from "../guides/guide-cards.ts";
export * from "../cart/hooks.ts";
export * from "../orders/hooks.ts";
export * from "../cart/saved-hooks.ts";
/** The customer's view of an order and "Find my order", as the route table declares them. */
export type { CustomerOrderView, FindOrderInput, FoundOrder } from "@shop/domain";
/** The checkout's contact fields: one declaration, the domain's, shared with OrderSummary. */
export type { CustomerInfo } from "@shop/domain";
export * from "../inbox/hooks.ts";
/** The answers of the contact and newsletter forms, as the route table declares them. */
export type { ContactReceipt, NewsletterReceipt } from "@shop/domain";
export * from "../shell/toast-texts.ts";
export * from "../inbox/unsubscribe-hooks.ts";
// The back office: staff session, inbox, order and its writes (never loaded by storefront pages: tree-shaken into the staff chunks).
export * from "../staff/hooks.ts";
export * from "../catalogue/staff/part-hooks.ts";
export * from "../catalogue/staff/photo-hooks.ts";
export * from "../guides/staff/hooks.ts";
export * from "../shop-info/staff/hooks.ts";
export * from "../catalogue/staff/taxonomy-hooks.ts";
export * from "../catalogue/staff/csv-hooks.ts";
export * from "../inbox/staff/hooks.ts";
