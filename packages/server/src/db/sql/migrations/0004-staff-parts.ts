import type { Kysely, Migration } from "kysely";

/**
 * The back office's list of parts (hidden ones too) reads its page in name order from an index,
 * as the storefront's listings do from theirs (0002 keeps those to visible parts).
 */
export const staffPartsSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("parts_by_name_key").on("parts").columns(["name_key", "id"]).execute();
  },
};
