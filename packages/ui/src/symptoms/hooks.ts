import type { PartType, SymptomGroup, SymptomView } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../client/queries.ts";
import { fromQuery, type PageState } from "../shell/page-status.ts";

/** The symptom pages' reads (docs/product.md, Symptom pages). */

/** Every symptom page, or one side's, by machine. */
export function useSymptoms(type?: PartType) {
  return useQuery(apiQueries.symptoms(type));
}

/**
 * One symptom page, its parts narrowed to `model` when one is given. While a new model's answer
 * loads, the last one stays on screen (placeholder data), so the page does not blank between models.
 */
export function useSymptomPage(appliance: string, slug: string, model?: string): PageState<SymptomView> & { narrowing: boolean } {
  const query = useQuery({
    ...apiQueries.symptom(appliance, slug, model),
    placeholderData: (previous) => (previous?.slug === slug && previous.appliance.slug === appliance ? previous : undefined),
  });
  return { ...fromQuery(query), narrowing: query.isPlaceholderData };
}

export type { SymptomGroup };
