import { pagePaths, type PartType, type PartView } from "@shop/domain";

/**
 * Where a model search with results goes: the HVAC landing page when every part found is an HVAC
 * part, else the appliance one, with the model as `?search=`.
 */
export function modelSearchPath(model: string, products: readonly Pick<PartView, "category">[]): string {
  const type: PartType = products.length > 0 && products.every((p) => p.category.type === "hvac") ? "hvac" : "appliance";
  return pagePaths.type(type, model);
}
