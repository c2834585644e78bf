import { infoPages, isInfoSlug, type InfoPage } from "../info-pages.ts";
import { settledPage, type PageState } from "../../shell/page-status.ts";

/** An information page by slug: its copy, or not found for a slug that has none. */
export function infoPageState(slug: string): PageState<InfoPage> {
  return settledPage(isInfoSlug(slug) ? infoPages[slug] : undefined);
}
