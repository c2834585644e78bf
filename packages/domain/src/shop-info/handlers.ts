import { type Handlers, staffOf, withParsed } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import type { shopInfoRoutes, shopInfoStaffRoutes } from "./routes.ts";
import { editStore, parseStoreEdit, STORE_HISTORY_LIMIT } from "./shop-info-edit.ts";

/** The rules of the shop info's calls: the store record for every page, and the back office's form and history. */
export const shopInfoHandlers: Handlers<typeof shopInfoRoutes & typeof shopInfoStaffRoutes> = {
  store: (data) => ok(data.store),
  staffStore: (data) => ok(data.store),
  staffStoreEdit: (data, request, ctx) =>
    withParsed(parseStoreEdit(request.body), (edit) => {
      const { record, changes } = editStore(data.store, edit, { now: ctx.now, by: staffOf(request).email, id: ctx.newId() });
      return changes.length > 0 ? { status: 200, body: record, changes } : ok(record);
    }),
  staffStoreHistory: async (_data, _request, ctx) => ok(await ctx.reads.history.of("store", STORE_HISTORY_LIMIT)),
};
