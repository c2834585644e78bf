/**
 * The shop's data layer: the typed /api client (session-id header, "{status}: {body}" errors)
 * and one TanStack Query hook per call. Screens fetch through these; components never fetch.
 */
export * from "./session.ts";
export * from "./client.ts";
export * from "./keys.ts";
export * from "./queries.ts";
export * from "./links.ts";
export * from "./blog-cards.ts";
export * from "./cart.ts";
export * from "./orders.ts";
export * from "./saved.ts";
/** The customer's view of an order and "Find my order", as the route table declares them. */
export type { CustomerOrderView, FindOrderInput, FoundOrder } from "@shop/domain";
/** The checkout's contact fields: one declaration, the domain's, shared with OrderSummary. */
export type { CustomerInfo } from "@shop/domain";
export * from "./forms.ts";
/** The answers of the contact and newsletter forms, as the route table declares them. */
export type { ContactReceipt, NewsletterReceipt } from "@shop/domain";
export * from "./messages.ts";
export * from "./newsletter.ts";
// The back office: staff session, inbox, order and its writes (never loaded by storefront pages: tree-shaken into the staff chunks).
export * from "./staff.ts";
export * from "./staff-parts.ts";
export * from "./staff-photos.ts";
export * from "./staff-guides.ts";
export * from "./staff-store.ts";
export * from "./staff-taxonomy.ts";
export * from "./staff-catalogue.ts";
export * from "./staff-messages.ts";
