import { pagePaths, type PartType } from "@shop/domain";
import { isNotFound, useBrands, useCategory } from "../../api/index.ts";
import { ErrorState } from "../../components/EmptyState/ErrorState.tsx";
import { NotFound } from "../../components/EmptyState/NotFound.tsx";
import { CatalogueListing } from "../shared/CatalogueListing.tsx";
import { ListingHeader } from "../shared/ListingHeader.tsx";
import { typeTitle } from "../../components/BrandCard/brand.ts";
import { useCatalogueParams } from "../shared/useCatalogueParams.ts";

export type CategoryScreenProps = {
  /** The side of the shop, from the route: /appliance-parts/… or /hvac-parts/…. */
  type: PartType;
  /** The category's slug, from the route. */
  slug: string;
};

const pageClass = "mx-auto grid max-w-7xl gap-6 px-4 py-6 md:py-10";

/**
 * A category page (/{type}-parts/{slug}): back link to the type landing page, the category's
 * name and description, then the listing: search, brand filter (the brands of that side, 'All
 * Brands'), sort, 'In Stock Only', the count ("{n} parts found"), the parts with add to cart and
 * page controls, 20 a page. Filters, sort and page live in the URL; a change goes to page 1.
 * A missing category (or one of the other side) shows 'Category Not Found'.
 */
export function CategoryScreen({ type, slug }: CategoryScreenProps) {
  const category = useCategory(slug);
  const brands = useBrands(type);
  const params = useCatalogueParams();

  const wrongSide = category.data !== undefined && category.data.type !== type;
  if ((category.isError && isNotFound(category.error)) || wrongSide) {
    return (
      <div className="mx-auto max-w-7xl px-4">
        <NotFound kind="category" />
      </div>
    );
  }
  if (category.isError) {
    return (
      <div className={pageClass}>
        <ErrorState
          headingLevel={1}
          title="Couldn't load this category"
          message="Failed to fetch the category. Check your connection and try again."
          retrying={category.isFetching}
          onRetry={() => void category.refetch()}
        />
      </div>
    );
  }

  return (
    <div data-slot="category-screen" className={pageClass}>
      <ListingHeader
        back={{ to: pagePaths.type(type), label: `Back to ${typeTitle(type)}` }}
        title={category.data?.name}
        description={category.data?.description}
      />
      <CatalogueListing
        params={params}
        scope={{ categoryId: category.data?.id }}
        scopeLoading={category.isPending}
        filterBy="brand"
        options={brands.data ?? []}
        optionsLoading={brands.isPending}
      />
    </div>
  );
}
