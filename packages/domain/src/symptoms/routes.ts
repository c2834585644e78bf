import type { TypeQuery } from "../catalogue/index.ts";
import { defineRoute } from "../http/route.ts";
import type { SymptomGroup, SymptomView } from "./types.ts";

/** The symptom pages' calls (docs/product.md, Symptoms). */
export const symptomRoutes = {
  /** Every symptom page (or one side's, `?type=`), grouped by machine. */
  symptoms: defineRoute<{ query: TypeQuery; response: SymptomGroup[] }>()("GET", "/symptoms", "products"),
  /** One page with its parts; `?model=` narrows them to the parts that fit. 404 for a page not written. */
  symptom: defineRoute<{ query: { model?: string }; response: SymptomView }>()("GET", "/symptoms/:appliance/:slug", "products"),
};
