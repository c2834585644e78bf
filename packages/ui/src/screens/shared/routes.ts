import type { PartType } from "@shop/domain";
import { PART_TYPE_LABELS } from "../../components/BrandCard/brand.ts";

/** The shop's page addresses the screens link to (SPEC.md section 2). */

/** The type landing page: /appliance-parts, /hvac-parts. */
export function typePath(type: PartType): string {
  return `/${type}-parts`;
}

/** A category page: /appliance-parts/refrigerator-parts. */
export function categoryPath(type: PartType, slug: string): string {
  return `${typePath(type)}/${slug}`;
}

/** The type landing page's name: "Appliance Parts", "HVAC Parts". */
export function typeTitle(type: PartType): string {
  return `${PART_TYPE_LABELS[type]} Parts`;
}

/** The search page for a query: /search?q=water+filter. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
