import { cartRoutes } from "./cart/index.ts";
import { catalogueCsvRoutes, catalogueRoutes, catalogueStaffRoutes } from "./catalogue/index.ts";
import { guideRoutes, guideStaffRoutes } from "./guides/index.ts";
import { inboxRoutes, inboxStaffRoutes } from "./inbox/index.ts";
import { counterRoutes, counterStaffRoutes, orderRoutes, orderStaffRoutes } from "./orders/index.ts";
import { shopInfoRoutes, shopInfoStaffRoutes } from "./shop-info/index.ts";
import { staffRoutes } from "./staff/index.ts";
import { symptomRoutes } from "./symptoms/index.ts";

/**
 * The /api route table: every feature's calls (its routes.ts), composed once. Definitions only (no
 * rules, no validation), so the storefront's bundle can carry it; handlers.ts pairs each call with
 * the rule that answers it.
 *
 * Every call by name, in the order the adapters match them: a feature's calls keep their own order
 * (the model search and the parts by ids before the part by id), and the storefront's calls come
 * before the back office's.
 */
export const apiRoutes = {
  ...shopInfoRoutes,
  ...catalogueRoutes,
  ...guideRoutes,
  ...symptomRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...counterRoutes,
  ...inboxRoutes,
  ...staffRoutes,
  ...orderStaffRoutes,
  ...counterStaffRoutes,
  ...catalogueStaffRoutes,
  ...shopInfoStaffRoutes,
  ...catalogueCsvRoutes,
  ...inboxStaffRoutes,
  ...guideStaffRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
