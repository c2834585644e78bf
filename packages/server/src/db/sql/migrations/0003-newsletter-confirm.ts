import type { Kysely, Migration } from "kysely";

/**
 * The newsletter's double opt-in (docs/product.md, Newsletter sign-up): a sign-up waits for its address to
 * confirm by email. `confirmation_sent_at` is set while it waits (when the latest confirmation
 * email went, so another waits at least NEWSLETTER_CONFIRM_RESEND_MINUTES) and cleared by the
 * confirmation; `confirmed_at` says when that came. Both are NULL on every sign-up already stored,
 * so those count as confirmed, as they did before confirmation was asked for.
 */
export const newsletterConfirmSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("newsletter_signups").addColumn("confirmation_sent_at", "text").execute();
    await db.schema.alterTable("newsletter_signups").addColumn("confirmed_at", "text").execute();
  },
};
