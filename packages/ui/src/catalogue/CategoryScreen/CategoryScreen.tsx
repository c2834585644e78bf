import { pagePaths, type PartType } from "@shop/domain";
import { useBrandLinks } from "../links.ts";
import { Page } from "../../design/primitives/Page.tsx";
import { CatalogueListing } from "../listing/CatalogueListing.tsx";
import { ListingHeader } from "../listing/ListingHeader.tsx";
import { useCategoryPage } from "../hooks.ts";
import { typeTitle } from "../BrandCard/brand.ts";
import { isUnavailable, PageUnavailable } from "../../shell/PageUnavailable.tsx";
import { useCatalogueParams } from "../listing/useCatalogueParams.ts";

export type CategoryScreenProps = {
  /** The side of the shop, from the route: /appliance-parts/… or /hvac-parts/…. */
  type: PartType;
  /** The category's slug, from the route. */
  slug: string;
};

/**
 * A category page (/{type}-parts/{slug}): back link to the type landing page, the category's
 * name and description, then the listing: search, brand filter (the brands of that side, 'All
 * Brands'), sort, 'In Stock Only', the count ("{n} parts found"), the parts with add to cart and
 * page controls, 20 a page. Filters, sort and page live in the URL; a change goes to page 1.
 * A missing category (or one of the other side) shows 'Category Not Found'.
 */
export function CategoryScreen({ type, slug }: CategoryScreenProps) {
  const page = useCategoryPage(type, slug);
  const brands = useBrandLinks(type);
  const params = useCatalogueParams();

  if (isUnavailable(page)) return <PageUnavailable page={page} kind="category" noun="category" />;

  return (
    <Page data-slot="category-screen" padding="listing" gap="md">
      <ListingHeader
        back={{ to: pagePaths.type(type), label: `Back to ${typeTitle(type)}` }}
        title={page.data?.name}
        description={page.data?.description}
      />
      <CatalogueListing
        params={params}
        scope={{ categoryId: page.data?.id }}
        scopeLoading={page.status === "loading"}
        filterBy="brand"
        options={brands.data ?? []}
        optionsLoading={brands.isPending}
      />
    </Page>
  );
}
