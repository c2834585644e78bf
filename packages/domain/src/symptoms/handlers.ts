import { parseTypeQuery } from "../catalogue/index.ts";
import { type Handlers, withParsed } from "../http/handler.ts";
import { error, ok } from "../http/outcome.ts";
import { readQuery } from "../kernel/parse.ts";
import { shopToday } from "../kernel/shop-day.ts";
import { findSymptom, MAX_SYMPTOM_MODEL, symptomGroups, symptomView } from "./symptoms.ts";
import type { symptomRoutes } from "./routes.ts";

/** The rules of the symptom pages' calls. */
export const symptomHandlers: Handlers<typeof symptomRoutes> = {
  symptoms: (_data, { query }) => withParsed(parseTypeQuery(query), ({ type }) => ok(symptomGroups(type))),
  symptom: (data, { params, query }, ctx) =>
    withParsed(
      readQuery(query, (q) => ({ model: q.text("model", MAX_SYMPTOM_MODEL) })),
      async ({ model }) => {
        const symptom = findSymptom(params.appliance, params.slug);
        if (!symptom) return error(404, "Symptom page not found");
        return ok(await symptomView(symptom, model, data, ctx.reads, shopToday(ctx.now, data.store)));
      },
    ),
};
