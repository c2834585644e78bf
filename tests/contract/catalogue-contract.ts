import { normalizeModelNumber, toCents, type BrandView, type CategoryView, type PartList, type PartView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { collator, expectError, expectOk, ids, type Get, type Shelf } from "./calls.ts";

/**
 * The contract's cases for the storefront's catalogue reads: categories, brands, the product list
 * (filters, search, sorting, paging) and one product. Part of `defineContract`; reads only, with
 * every value taken from the API's own answers.
 */

interface Kit extends Shelf {
  get: Get;
}

export function defineCatalogueCases({ get, allParts, find }: Kit): void {
  describe("categories", () => {
    it("lists every category with its product count", async () => {
      const all = expectOk(await get<CategoryView[]>("/categories"));
      expect(all.length).toBeGreaterThan(0);
      for (const c of all) {
        expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
        expect(c.description).toEqual(expect.any(String));
        expect(c.productCount).toEqual(expect.any(Number));
      }
    });

    it("splits into appliance and hvac lists that add up to the whole", async () => {
      const all = expectOk(await get<CategoryView[]>("/categories"));
      const appliance = expectOk(await get<CategoryView[]>("/categories?type=appliance"));
      const hvac = expectOk(await get<CategoryView[]>("/categories?type=hvac"));
      expect(appliance.every((c) => c.type === "appliance")).toBe(true);
      expect(hvac.every((c) => c.type === "hvac")).toBe(true);
      expect(appliance.length).toBeGreaterThan(0);
      expect(hvac.length).toBeGreaterThan(0);
      expect(appliance.length + hvac.length).toBe(all.length);
      expect(new Set([...ids(appliance), ...ids(hvac)])).toEqual(new Set(ids(all)));
    });

    it("counts exactly the products the catalogue lists for each category", async () => {
      const all = expectOk(await get<CategoryView[]>("/categories"));
      const { total } = expectOk(await get<PartList>("/products?limit=0"));
      expect(all.reduce((sum, c) => sum + c.productCount, 0)).toBe(total);
      const busiest = all.reduce((a, b) => (b.productCount > a.productCount ? b : a));
      const page = expectOk(await get<PartList>(`/products?categoryId=${busiest.id}&limit=0`));
      expect(page.total).toBe(busiest.productCount);
    });

    it("refuses an unknown type with 400 naming the field", async () => {
      expectError(await get("/categories?type=bad"), 400, "type");
    });

    it("answers one category by slug", async () => {
      const category = expectOk(await get<CategoryView>("/categories/refrigerator-parts"));
      expect(category).toMatchObject({ slug: "refrigerator-parts", type: "appliance" });
      expect(category.name).toEqual(expect.any(String));
      expect(category.productCount).toEqual(expect.any(Number));
    });

    it("answers 404 'Category not found' for a slug that does not exist", async () => {
      const body = expectError(await get("/categories/no-such-category"), 404);
      expect(body.message).toBe("Category not found");
    });
  });

  describe("brands", () => {
    it("lists every brand with its product count, by name", async () => {
      const all = expectOk(await get<BrandView[]>("/brands"));
      expect(all.length).toBeGreaterThan(0);
      for (const b of all) {
        expect(b).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
        expect(b.productCount).toEqual(expect.any(Number));
      }
      const names = all.map((b) => b.name);
      expect(names).toEqual([...names].sort(collator.compare));
    });

    it("splits into appliance and hvac lists that add up to the whole", async () => {
      const all = expectOk(await get<BrandView[]>("/brands"));
      const appliance = expectOk(await get<BrandView[]>("/brands?type=appliance"));
      const hvac = expectOk(await get<BrandView[]>("/brands?type=hvac"));
      expect(appliance.every((b) => b.type === "appliance")).toBe(true);
      expect(hvac.every((b) => b.type === "hvac")).toBe(true);
      expect(appliance.length).toBeGreaterThan(0);
      expect(hvac.length).toBeGreaterThan(0);
      expect(appliance.length + hvac.length).toBe(all.length);
    });

    it("counts exactly the products the catalogue lists for each brand", async () => {
      const all = expectOk(await get<BrandView[]>("/brands"));
      const { total } = expectOk(await get<PartList>("/products?limit=0"));
      expect(all.reduce((sum, b) => sum + b.productCount, 0)).toBe(total);
      const busiest = all.reduce((a, b) => (b.productCount > a.productCount ? b : a));
      const page = expectOk(await get<PartList>(`/products?brandId=${busiest.id}&limit=0`));
      expect(page.total).toBe(busiest.productCount);
    });

    it("refuses an unknown type with 400 naming the field", async () => {
      expectError(await get("/brands?type=bad"), 400, "type");
    });

    it("answers one brand by slug", async () => {
      const brand = expectOk(await get<BrandView>("/brands/whirlpool"));
      expect(brand).toMatchObject({ slug: "whirlpool", name: "Whirlpool" });
      expect(brand.productCount).toBeGreaterThan(0);
    });

    it("answers 404 'Brand not found' for a slug that does not exist", async () => {
      const body = expectError(await get("/brands/no-such-brand"), 404);
      expect(body.message).toBe("Brand not found");
    });
  });

  describe("GET /api/products", () => {
    it("answers a first page of 20 products with the total", async () => {
      const page = expectOk(await get<PartList>("/products"));
      expect(page.products).toHaveLength(20);
      expect(page.total).toBeGreaterThan(20);
      for (const p of page.products) {
        expect(p).toMatchObject({ id: expect.any(Number), name: expect.any(String), partNumber: expect.any(String) });
        expect(p.price).toMatch(/^\d+\.\d{2}$/);
        expect(p.brand).toMatchObject({ id: p.brandId, name: expect.any(String), slug: expect.any(String) });
        expect(p.category).toMatchObject({ id: p.categoryId, slug: expect.any(String) });
      }
    });

    it("filters by category", async () => {
      const categories = expectOk(await get<CategoryView[]>("/categories"));
      const category = categories.find((c) => c.productCount > 0 && c.productCount <= 100) ?? categories[0]!;
      const page = expectOk(await get<PartList>(`/products?categoryId=${category.id}&limit=100`));
      expect(page.total).toBe(category.productCount);
      expect(page.products.length).toBe(Math.min(100, category.productCount));
      expect(page.products.every((p) => p.categoryId === category.id)).toBe(true);
    });

    it("filters by brand", async () => {
      const brands = expectOk(await get<BrandView[]>("/brands"));
      const brand = brands.find((b) => b.productCount > 0 && b.productCount <= 100) ?? brands[0]!;
      const page = expectOk(await get<PartList>(`/products?brandId=${brand.id}&limit=100`));
      expect(page.total).toBe(brand.productCount);
      expect(page.products.every((p) => p.brandId === brand.id)).toBe(true);
    });

    it("filters by type", async () => {
      const hvacCategories = expectOk(await get<CategoryView[]>("/categories?type=hvac"));
      const page = expectOk(await get<PartList>("/products?type=hvac&limit=100"));
      expect(page.total).toBe(hvacCategories.reduce((sum, c) => sum + c.productCount, 0));
      expect(page.products.every((p) => p.category.type === "hvac")).toBe(true);
    });

    it("keeps only parts in stock when inStock=true", async () => {
      const all = await allParts();
      const inStock = all.filter((p) => p.inStock);
      expect(inStock.length).toBeLessThan(all.length);
      const page = expectOk(await get<PartList>("/products?inStock=true&limit=100"));
      expect(page.total).toBe(inStock.length);
      expect(page.products.every((p) => p.inStock)).toBe(true);
      // inStock is derived from the quantity on hand, which every part carries.
      expect(all.every((p) => Number.isInteger(p.quantityOnHand) && p.inStock === p.quantityOnHand > 0)).toBe(true);
    });

    it("answers the 4 featured parts for the home page", async () => {
      const page = expectOk(await get<PartList>("/products?isFeatured=true&limit=4"));
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.products.length).toBeLessThanOrEqual(4);
      expect(page.products.every((p) => p.isFeatured)).toBe(true);
      expect(page.total).toBe((await allParts()).filter((p) => p.isFeatured).length);
    });

    it("answers the 6 popular parts for the home page", async () => {
      const page = expectOk(await get<PartList>("/products?isPopular=true&limit=6"));
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.products.length).toBeLessThanOrEqual(6);
      expect(page.products.every((p) => p.isPopular)).toBe(true);
      expect(page.total).toBe((await allParts()).filter((p) => p.isPopular).length);
    });

    const searchFinds = async (search: string, product: PartView) => {
      const page = expectOk(await get<PartList>(`/products?search=${encodeURIComponent(search)}&limit=100`));
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan((await allParts()).length);
      expect(ids(page.products), `search "${search}" finds product ${product.id}`).toContain(product.id);
      return page;
    };

    it("searches product names", async () => {
      const product = (await allParts())[0]!;
      await searchFinds(product.name, product);
    });

    it("searches part numbers", async () => {
      const product = (await allParts())[1]!;
      const page = await searchFinds(product.partNumber, product);
      const code = normalizeModelNumber(product.partNumber);
      for (const p of page.products) {
        const codes = [p.partNumber, ...(p.supersedes ?? []), ...p.compatibility].map(normalizeModelNumber);
        const text = `${p.name} ${p.brand.name}`.toLowerCase();
        expect(codes.some((c) => c.includes(code)) || text.includes(product.partNumber.toLowerCase())).toBe(true);
      }
    });

    it("searches brand names", async () => {
      const brands = expectOk(await get<BrandView[]>("/brands"));
      const brand = brands.find((b) => b.productCount > 0 && /^[A-Za-z]+$/.test(b.name))!;
      const product = await find(`of brand ${brand.name}`, (p) => p.brandId === brand.id);
      const page = await searchFinds(brand.name, product);
      expect(page.total).toBeGreaterThanOrEqual(brand.productCount);
    });

    it("searches compatible model numbers", async () => {
      const product = await find("with a compatible model", (p) => p.compatibility.length > 0);
      await searchFinds(product.compatibility[0]!, product);
    });

    it("searches superseded part numbers", async () => {
      const product = await find("superseding an older number", (p) => (p.supersedes ?? []).length > 0);
      await searchFinds(product.supersedes![0]!, product);
    });

    it("puts the part first whose number, or superseded number, is the search", async () => {
      const product = (await allParts())[1]!;
      const page = await searchFinds(product.partNumber.toLowerCase().replace(/(.{2})/, "$1-"), product);
      expect(page.products[0]?.id).toBe(product.id);
      const replacing = await find("superseding an older number", (p) => (p.supersedes ?? []).length > 0);
      const replaced = expectOk(await get<PartList>(`/products?search=${encodeURIComponent(replacing.supersedes![0]!)}&limit=5`));
      expect(replaced.products[0]?.id).toBe(replacing.id);
    });

    it("finds a name word with two letters swapped, and a part number by a run of four inside it, not by a typo in it", async () => {
      const product = await find("with a word of six letters or more in its name", (p) => /\b[A-Za-z]{6,}\b/.test(p.name));
      const word = /\b[A-Za-z]{6,}\b/.exec(product.name)![0].toLowerCase();
      await searchFinds(`${word[0]}${word[2]}${word[1]}${word.slice(3)}`, product);
      const numbered = await find("with a part number of seven characters or more", (p) => normalizeModelNumber(p.partNumber).length >= 7);
      const code = normalizeModelNumber(numbered.partNumber);
      await searchFinds(code.slice(1, 5), numbered);
      const mistyped = `${code.slice(0, -1)}${code.endsWith("9") ? "8" : "9"}`;
      const typo = expectOk(await get<PartList>(`/products?search=${mistyped}&limit=100`));
      expect(ids(typo.products)).not.toContain(numbered.id);
    });

    it("answers an empty page for a search that matches nothing", async () => {
      const page = expectOk(await get<PartList>("/products?search=zzqxv-nothing-matches-this"));
      expect(page).toEqual({ products: [], total: 0 });
    });

    const twoPages = async (sort: string) => {
      const first = expectOk(await get<PartList>(`/products?sort=${sort}&limit=20&offset=0`));
      const second = expectOk(await get<PartList>(`/products?sort=${sort}&limit=20&offset=20`));
      const both = expectOk(await get<PartList>(`/products?sort=${sort}&limit=40`));
      const joined = [...first.products, ...second.products];
      expect(ids(joined)).toEqual(ids(both.products));
      expect(new Set(ids(joined)).size).toBe(joined.length);
      return joined;
    };

    it("sorts by price, lowest first, across pages", async () => {
      const cents = (await twoPages("price-asc")).map((p) => toCents(p.price));
      expect(cents).toEqual([...cents].sort((a, b) => a - b));
      const all = await allParts();
      expect(cents[0]).toBe(Math.min(...all.map((p) => toCents(p.price))));
    });

    it("sorts by price, highest first, across pages", async () => {
      const cents = (await twoPages("price-desc")).map((p) => toCents(p.price));
      expect(cents).toEqual([...cents].sort((a, b) => b - a));
      const all = await allParts();
      expect(cents[0]).toBe(Math.max(...all.map((p) => toCents(p.price))));
    });

    it("sorts by name across pages", async () => {
      const names = (await twoPages("name")).map((p) => p.name);
      for (let i = 1; i < names.length; i++) expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
    });

    it("pages consistently with limit and offset", async () => {
      const ten = expectOk(await get<PartList>("/products?limit=10&offset=0"));
      const a = expectOk(await get<PartList>("/products?limit=5&offset=0"));
      const b = expectOk(await get<PartList>("/products?limit=5&offset=5"));
      expect(ids([...a.products, ...b.products])).toEqual(ids(ten.products));
      expect(a.total).toBe(ten.total);
      expect(b.total).toBe(ten.total);
      const last = expectOk(await get<PartList>(`/products?limit=20&offset=${ten.total - 3}`));
      expect(last.products).toHaveLength(3);
      const beyond = expectOk(await get<PartList>(`/products?offset=${ten.total + 10}`));
      expect(beyond).toEqual({ products: [], total: ten.total });
    });

    it.each([
      ["limit=101", "limit"],
      ["limit=-1", "limit"],
      ["limit=ten", "limit"],
      ["offset=x", "offset"],
      ["offset=-5", "offset"],
      ["sort=cheap", "sort"],
      ["categoryId=abc", "categoryId"],
      ["brandId=0", "brandId"],
      ["type=gas", "type"],
      ["inStock=yes", "inStock"],
      ["isFeatured=1", "isFeatured"],
      ["isPopular=maybe", "isPopular"],
      [`search=${"a".repeat(201)}`, "search"],
    ])("refuses ?%s with 400 naming %s", async (query, field) => {
      expectError(await get(`/products?${query}`), 400, field);
    });
  });

  describe("GET /api/products/{id}", () => {
    it("answers one product with its brand and category", async () => {
      const listed = (await allParts())[2]!;
      const product = expectOk(await get<PartView>(`/products/${listed.id}`));
      expect(product).toEqual(listed);
    });

    it.each(["999999999", "0", "abc", "1.5"])("answers 404 'Product not found' for id %s", async (id) => {
      const body = expectError(await get(`/products/${id}`), 404);
      expect(body.message).toBe("Product not found");
    });
  });
}
