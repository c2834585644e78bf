import { isLocalSlug, localPages, type LocalPage } from "../local-pages.ts";
import { settledPage, type PageState } from "../../shell/page-status.ts";

/** A local landing page by slug: its copy, or not found for a slug that has none. */
export function localPageState(slug: string): PageState<LocalPage> {
  return settledPage(isLocalSlug(slug) ? localPages[slug] : undefined);
}
