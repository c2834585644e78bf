import { newestRecordFirst, type InboxReads } from "@shop/domain";
import type { Kysely } from "kysely";
import { contactMessageOf, signupOf } from "./rows-visitors.ts";
import type { Database } from "./schema.ts";

/**
 * The inbox's questions (`InboxReads`) answered with SQL: a message by its id, a sign-up by its
 * address (`newsletter_signups_by_email`), and the back office's whole lists in the domain's
 * order (`newestRecordFirst`), so both answer alike.
 */
export function sqlInboxReads(db: Kysely<Database>): InboxReads {
  return {
    messages: async () => (await db.selectFrom("contact_messages").selectAll().execute()).map(contactMessageOf).sort(newestRecordFirst),
    message: async (id) => {
      const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
      return row && contactMessageOf(row);
    },
    signups: async () => (await db.selectFrom("newsletter_signups").selectAll().execute()).map(signupOf).sort(newestRecordFirst),
    signupOf: async (email) => {
      const row = await db.selectFrom("newsletter_signups").selectAll().where("email", "=", email).executeTakeFirst();
      return row && signupOf(row);
    },
  };
}
