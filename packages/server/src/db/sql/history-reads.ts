import { newestChangeFirst, type HistoryReads } from "@shop/domain";
import type { Kysely } from "kysely";
import { catalogueChangeOf } from "./rows-visitors.ts";
import type { Database } from "./schema.ts";

/**
 * The history's questions (`HistoryReads`) answered with SQL: a subject's changes from
 * `catalogue_changes_by_subject`, put in the domain's order (`newestChangeFirst`: ids compared
 * as JavaScript compares them), so both answer alike. One subject's history is a few entries.
 */
export function sqlHistoryReads(db: Kysely<Database>): HistoryReads {
  return {
    async of(subject, limit) {
      const rows = await db.selectFrom("catalogue_changes").selectAll().where("subject", "=", subject).execute();
      const changes = rows.map(catalogueChangeOf).sort(newestChangeFirst);
      return limit === undefined ? changes : changes.slice(0, limit);
    },
  };
}
