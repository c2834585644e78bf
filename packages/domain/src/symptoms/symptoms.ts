import type { PartType, PartView } from "../catalogue/index.ts";
import { getGuide } from "../guides/index.ts";
import type { ShopData, ShopReads } from "../shop/index.ts";
import { SYMPTOM_DATA } from "./symptom-data.ts";
import { SYMPTOM_APPLIANCES, type Symptom, type SymptomAppliance, type SymptomCheck, type SymptomGroup, type SymptomSummary, type SymptomView } from "./types.ts";

/**
 * The symptom pages (docs/product.md, Symptom pages): "what's wrong with it?" pages written as
 * data, each listing the kinds of part that cause the symptom with the catalogue's parts of each
 * kind, narrowed to a model when one is given.
 */

/** How many parts each check shows; the rest are one link away. */
export const SYMPTOM_CHECK_PARTS = 3;

/** The longest model number the page's box takes. */
export const MAX_SYMPTOM_MODEL = 40;

export const symptomAppliance = (slug: string): SymptomAppliance | undefined => SYMPTOM_APPLIANCES.find((a) => a.slug === slug);

const summaryOf = ({ appliance, slug, title, summary }: Symptom): SymptomSummary => ({ appliance, slug, title, summary });

/** Every symptom page, or one side's, grouped by machine in the appliances' order. */
export function symptomGroups(type?: PartType, symptoms: readonly Symptom[] = SYMPTOM_DATA): SymptomGroup[] {
  return SYMPTOM_APPLIANCES.filter((appliance) => type === undefined || appliance.type === type)
    .map((appliance) => ({ appliance, symptoms: symptoms.filter((s) => s.appliance === appliance.slug).map(summaryOf) }))
    .filter((group) => group.symptoms.length > 0);
}

export function findSymptom(appliance: string, slug: string, symptoms: readonly Symptom[] = SYMPTOM_DATA): Symptom | undefined {
  return symptoms.find((s) => s.appliance === appliance && s.slug === slug);
}

/** Every symptom page's address parts, for the sitemap. */
export const symptomKeys = (symptoms: readonly Symptom[] = SYMPTOM_DATA) => symptoms.map(({ appliance, slug }) => ({ appliance, slug }));

/** Whether a part is of a kind: in its category, with every word of its search in its name. */
const ofKind = (part: PartView, categoryId: number, search: string) =>
  part.category.id === categoryId && search.toLowerCase().split(/\s+/).every((word) => part.name.toLowerCase().includes(word));

/**
 * A symptom's page: each kind of part with the first few visible parts of it, found as the
 * catalogue's search finds them (the kind's words in its category). With a model, the parts come
 * from the model's look-up instead (one question for the page: the parts listing that model, or a
 * model it begins, on the machine's side of the shop, exact fits first), each kind keeping those in
 * its category with its words in their name. Its live guides, and the machine's other symptoms.
 */
export async function symptomView(
  symptom: Symptom,
  model: string | undefined,
  data: Pick<ShopData, "posts" | "categories">,
  reads: ShopReads,
  today: string,
  symptoms: readonly Symptom[] = SYMPTOM_DATA,
): Promise<SymptomView> {
  const appliance = symptomAppliance(symptom.appliance) ?? SYMPTOM_APPLIANCES[0];
  const fitting = model ? await reads.catalogue.partsForModel(model, appliance.type) : undefined;
  const checks = await Promise.all(
    symptom.parts.map(async ({ category: slug, ...kind }): Promise<SymptomCheck> => {
      const category = await reads.catalogue.category(slug);
      if (!category) return { ...kind, parts: [], total: 0 };
      const { id, name, slug: categorySlug, type } = category;
      const shown = { ...kind, category: { id, name, slug: categorySlug, type } };
      if (fitting) {
        const parts = fitting.filter((part) => ofKind(part, id, kind.search));
        return { ...shown, parts: parts.slice(0, SYMPTOM_CHECK_PARTS), total: parts.length };
      }
      const list = await reads.catalogue.parts({ search: kind.search, categoryId: id, sort: "popular", limit: SYMPTOM_CHECK_PARTS, offset: 0 });
      return { ...shown, parts: list.products, total: list.total };
    }),
  );
  const guides = symptom.guides.flatMap((slug) => {
    const guide = getGuide(data, slug, today);
    return guide ? [{ slug: guide.slug, title: guide.title, excerpt: guide.excerpt }] : [];
  });
  const { parts: _parts, guides: _guides, appliance: _appliance, ...text } = symptom;
  return {
    ...text,
    appliance,
    ...(model ? { model } : {}),
    checks,
    guides,
    related: symptoms.filter((s) => s.appliance === symptom.appliance && s.slug !== symptom.slug).map(summaryOf),
  };
}
