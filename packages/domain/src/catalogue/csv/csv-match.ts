import { newTaxonomyRecord } from "../staff/taxonomy-edit.ts";
import type { Brand, Category, Part, PartType } from "../types.ts";
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn, columnValue, NameLookup, slugOf } from "./csv-cells.ts";
import {
  type Catalogue,
  type CatalogueCsvRows,
  type CatalogueImportOptions,
  type CatalogueImportPreview,
  catalogueNames,
  type ImportFieldChange,
  nextId,
  readCatalogueCsv,
} from "./csv.ts";

/**
 * A CSV file's rows matched to the catalogue (docs/product.md, Catalogue CSV): each part found by
 * its number or made new, its brand and category found by name or slug (or made, when the import
 * allows), and what would change, field by field. Changes nothing.
 */

/**
 * What importing `csvText` would do to the catalogue: parts new and changed (field by field), how
 * many are unchanged, and every error by line and column. Changes nothing. A part is matched by
 * part number, in any case; columns the file leaves out keep each part's value.
 */
export function previewCatalogueImport(data: Catalogue, csvText: string, options: CatalogueImportOptions = {}): CatalogueImportPreview {
  return matchCatalogueRows(data, readCatalogueCsv(csvText), options);
}

/**
 * The preview of a file read by readCatalogueCsv: its rows matched to the catalogue's parts by part
 * number and their brands and categories found, or made when the options allow.
 */
export function matchCatalogueRows(data: Catalogue, read: CatalogueCsvRows, options: CatalogueImportOptions = {}): CatalogueImportPreview {
  const preview: CatalogueImportPreview = { new: [], changed: [], unchanged: 0, errors: [], newBrands: [], newCategories: [] };
  if (!read.ok) {
    preview.errors.push(...read.errors);
    return preview;
  }

  const existing = new Map(data.products.map((p) => [p.partNumber.toUpperCase(), p]));
  const brands = new NameLookup<Brand>(data.brands);
  const categories = new NameLookup<Category>(data.categories);
  const ids = { product: data.nextPartId ?? nextId(data.products), brand: nextId(data.brands), category: nextId(data.categories) };

  for (const row of read.rows) {
    for (const error of row.errors) preview.errors.push(error);
    const { part } = row;
    if (!part) continue;
    const errorCount = preview.errors.length;
    const fail = (column: CatalogueCsvColumn, message: string) => preview.errors.push({ line: row.line, column, message });
    const { partNumber, name, price, quantity } = part;

    // A category made here takes its brand's side of the shop, a brand its category's.
    const knownBrand = part.brand ? brands.find(part.brand) : undefined;
    const knownCategory = part.category ? categories.find(part.category) : undefined;
    const typeOf = (found: Brand | Category | (Brand | Category)[] | undefined): PartType | undefined =>
      found && !Array.isArray(found) ? found.type : undefined;
    const resolve = <T extends Brand | Category>(
      kind: "brand" | "category",
      text: string,
      found: T | T[] | undefined,
      create: boolean | undefined,
      problem: string | undefined,
      make: () => T,
    ): T | undefined => {
      if (!text) return undefined;
      if (Array.isArray(found)) {
        fail(kind, `${kind === "brand" ? "Brand" : "Category"} "${text}" names more than one ${kind}: use its slug (${found.map((r) => r.slug).join(", ")})`);
        return undefined;
      }
      if (found) return found;
      if (!create) {
        fail(kind, `Unknown ${kind} "${text}" (line ${row.line}): add it first, or let this import create new ${kind === "brand" ? "brands" : "categories"}`);
        return undefined;
      }
      if (problem !== undefined) {
        fail(kind, problem);
        return undefined;
      }
      return make();
    };
    const category = resolve("category", part.category, knownCategory, options.createCategories, part.categoryProblem, () => {
      const made = newTaxonomyRecord<Category>([], { name: part.category, slug: slugOf(part.category), type: typeOf(knownBrand) ?? "appliance" }, ids.category++);
      categories.add(made);
      preview.newCategories.push(made);
      return made;
    });
    const brand = resolve("brand", part.brand, knownBrand, options.createBrands, part.brandProblem, () => {
      const made = newTaxonomyRecord<Brand>([], { name: part.brand, slug: slugOf(part.brand), type: category?.type ?? typeOf(knownCategory) ?? "appliance" }, ids.brand++);
      brands.add(made);
      preview.newBrands.push(made);
      return made;
    });

    if (row.errors.length > 0 || preview.errors.length > errorCount || !partNumber || !name || price === undefined || quantity === undefined || !brand || !category) continue;

    const before = existing.get(partNumber.toUpperCase());
    const record: Part = {
      ...(before ?? { id: ids.product++, partNumber, description: "", isPopular: false, isFeatured: false, compatibility: [] }),
      name,
      brandId: brand.id,
      categoryId: category.id,
      price,
      quantityOnHand: quantity,
    };
    if (part.originalPrice !== undefined) {
      if (part.originalPrice === null) delete record.originalPrice;
      else record.originalPrice = part.originalPrice;
    }
    if (part.bin !== undefined) {
      if (part.bin === null) delete record.bin;
      else record.bin = part.bin;
    }
    if (part.specialOrderDays !== undefined) {
      if (part.specialOrderDays === null) delete record.specialOrderDays;
      else record.specialOrderDays = part.specialOrderDays;
    }
    if (part.models !== undefined) record.compatibility = part.models;
    if (part.replaces !== undefined) {
      if (part.replaces.length > 0) record.supersedes = part.replaces;
      else delete record.supersedes;
    }
    if (part.description !== undefined) record.description = part.description;
    if (part.featured !== undefined) record.isFeatured = part.featured;
    if (part.popular !== undefined) record.isPopular = part.popular;
    if (part.hidden === true) record.hidden = true;
    else if (part.hidden === false) delete record.hidden;

    if (!before) {
      preview.new.push({ line: row.line, partNumber, record });
      continue;
    }
    const names = catalogueNames(data, preview);
    const fields = CATALOGUE_CSV_COLUMNS.flatMap((field): ImportFieldChange[] => {
      const was = columnValue(before, field, names);
      const now = columnValue(record, field, names);
      return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was, after: now }];
    });
    if (fields.length === 0) preview.unchanged += 1;
    else preview.changed.push({ line: row.line, partNumber: before.partNumber, record, fields });
  }
  if (read.unreadable) preview.errors.push(read.unreadable);
  return preview;
}
