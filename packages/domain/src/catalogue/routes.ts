import { defineRoute } from "../http/route.ts";
import { MAX_IMPORT_BYTES } from "../kernel/limits.ts";
import type { CatalogueApplyInput, CatalogueExportView, CatalogueImportAppliedView, CatalogueImportInput, CatalogueImportPreviewView } from "./csv/csv-import.ts";
import type { ModelPageView } from "./models/model-pages.ts";
import type { BrandView, CategoryView, PartInput, PartType, PartList, PartQuery, PartView, StaffBrandView, StaffCategoryView, StaffPartList, StaffPartQuery, StaffPartView, TaxonomyInput } from "./types.ts";

/** The catalogue's calls: categories, brands, parts (products on the wire), models, and the back office's parts, taxonomy and CSV. */

/** `?type=` on the category, brand and model-search calls. */
export interface TypeQuery {
  type?: PartType;
}

/** What a client may send to GET /api/products; the server fills in the sort and the page. */
export type PartQueryParams = Partial<PartQuery>;

/** The storefront's catalogue reads. The model search and the parts by ids come before the part by id, which would otherwise take "search-by-model" or "by-ids" as an id. */
export const catalogueRoutes = {
  categories: defineRoute<{ query: TypeQuery; response: CategoryView[] }>()("GET", "/categories", "categories"),
  category: defineRoute<{ response: CategoryView }>()("GET", "/categories/:slug", "categories"),
  brands: defineRoute<{ query: TypeQuery; response: BrandView[] }>()("GET", "/brands", "brands"),
  brand: defineRoute<{ response: BrandView }>()("GET", "/brands/:slug", "brands"),
  products: defineRoute<{ query: PartQueryParams; response: PartList }>()("GET", "/products", "products"),
  modelSearch: defineRoute<{ query: TypeQuery; response: PartView[] }>()("GET", "/products/search-by-model/:model", "products"),
  /** The saved-parts page's parts, by `?ids=1,2,3` (at most 100); hidden or missing ones are left out. */
  productsByIds: defineRoute<{ query: { ids?: string }; response: PartView[] }>()("GET", "/products/by-ids", "products"),
  product: defineRoute<{ response: PartView }>()("GET", "/products/:id", "products"),
  /** A model page's parts: the model written any way, answered with its listed form; 404 when no part lists it. */
  modelPage: defineRoute<{ response: ModelPageView }>()("GET", "/models/:model", "products"),
};

/** The back office's parts, categories, brands and photos. */
export const catalogueStaffRoutes = {
  /** Every part, hidden ones too, by name (docs/product.md, Back office: Parts). */
  staffParts: defineRoute<{ query: Partial<StaffPartQuery>; response: StaffPartList }>()("GET", "/staff/parts", "staff", { staff: true }),
  staffPart: defineRoute<{ response: StaffPartView }>()("GET", "/staff/parts/:id", "staff", { staff: true }),
  staffCreatePart: defineRoute<{ body: PartInput; response: StaffPartView }>()("POST", "/staff/parts", "staff", { staff: true }),
  staffUpdatePart: defineRoute<{ body: Partial<PartInput>; response: StaffPartView }>()("PUT", "/staff/parts/:id", "staff", { staff: true }),
  /** Every category and brand, with their parts counted (docs/product.md, Back office: Categories and brands). */
  staffCategories: defineRoute<{ response: CategoryView[] }>()("GET", "/staff/categories", "staff", { staff: true }),
  staffCategory: defineRoute<{ response: StaffCategoryView }>()("GET", "/staff/categories/:id", "staff", { staff: true }),
  staffCreateCategory: defineRoute<{ body: TaxonomyInput; response: StaffCategoryView }>()("POST", "/staff/categories", "staff", { staff: true }),
  staffUpdateCategory: defineRoute<{ body: Partial<TaxonomyInput>; response: StaffCategoryView }>()("PUT", "/staff/categories/:id", "staff", {
    staff: true,
  }),
  staffBrands: defineRoute<{ response: BrandView[] }>()("GET", "/staff/brands", "staff", { staff: true }),
  staffBrand: defineRoute<{ response: StaffBrandView }>()("GET", "/staff/brands/:id", "staff", { staff: true }),
  staffCreateBrand: defineRoute<{ body: TaxonomyInput; response: StaffBrandView }>()("POST", "/staff/brands", "staff", { staff: true }),
  staffUpdateBrand: defineRoute<{ body: Partial<TaxonomyInput>; response: StaffBrandView }>()("PUT", "/staff/brands/:id", "staff", { staff: true }),
  /**
   * Removes a part's photo (docs/architecture.md, Part photos). Its upload, PUT of the same path
   * with the image as the body, is no JSON call: each adapter reads the bytes itself.
   */
  staffRemovePartPhoto: defineRoute<{ response: StaffPartView }>()("DELETE", "/staff/parts/:id/photo", "staff", { staff: true }),
};

/** The back office's catalogue CSV export and import. */
export const catalogueCsvRoutes = {
  /** Every part as CSV, as JSON `{ filename, csv }` for the page to save (docs/architecture.md, Catalogue CSV). */
  staffCatalogueExport: defineRoute<{ response: CatalogueExportView }>()("GET", "/staff/catalogue/export", "staff", { staff: true }),
  /** What importing a CSV would do; changes nothing. Bodies up to 2 MB (MAX_IMPORT_BYTES). */
  staffCatalogueImportPreview: defineRoute<{ body: CatalogueImportInput; response: CatalogueImportPreviewView }>()(
    "POST",
    "/staff/catalogue/import/preview",
    "staff",
    { staff: true, maxBodyBytes: MAX_IMPORT_BYTES },
  ),
  /** Applies a previewed CSV as one commit; 400 while it has errors, 409 when the catalogue changed since the preview. */
  staffCatalogueImportApply: defineRoute<{ body: CatalogueApplyInput; response: CatalogueImportAppliedView }>()(
    "POST",
    "/staff/catalogue/import/apply",
    "staff",
    { staff: true, maxBodyBytes: MAX_IMPORT_BYTES },
  ),
};
