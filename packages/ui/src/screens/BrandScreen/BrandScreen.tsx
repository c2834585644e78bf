import { pagePaths } from "@shop/domain";
import { isNotFound, useBrand, useCategories } from "../../api/index.ts";
import { formatPartCount, PART_TYPE_LABELS } from "../../components/BrandCard/brand.ts";
import { ErrorState } from "../../components/EmptyState/ErrorState.tsx";
import { NotFound } from "../../components/EmptyState/NotFound.tsx";
import { Badge } from "../../components/ui/Badge.tsx";
import { CatalogueListing } from "../shared/CatalogueListing.tsx";
import { ListingHeader } from "../shared/ListingHeader.tsx";
import { useCatalogueParams } from "../shared/useCatalogueParams.ts";

export type BrandScreenProps = {
  /** The brand's slug, from the route (/brands/{slug}). */
  slug: string;
};

/** "34 parts available", "1 part available". */
export const partsAvailable = (total: number) => `${formatPartCount(total)} available`;

const pageClass = "mx-auto grid max-w-7xl gap-6 px-4 py-6 md:py-10";

/**
 * A brand page (/brands/{slug}): back link to all brands, the brand's name, side and description,
 * then the listing as on a category page with a category filter instead ('All Categories', the
 * categories of the brand's side) and the count "{n} parts available". Filters, sort and page live
 * in the URL; a change goes to page 1. A missing brand shows 'Brand Not Found'.
 */
export function BrandScreen({ slug }: BrandScreenProps) {
  const brand = useBrand(slug);
  const categories = useCategories();
  const params = useCatalogueParams();

  if (brand.isError && isNotFound(brand.error)) {
    return (
      <div className="mx-auto max-w-7xl px-4">
        <NotFound kind="brand" />
      </div>
    );
  }
  if (brand.isError) {
    return (
      <div className={pageClass}>
        <ErrorState
          headingLevel={1}
          title="Couldn't load this brand"
          message="Failed to fetch the brand. Check your connection and try again."
          retrying={brand.isFetching}
          onRetry={() => void brand.refetch()}
        />
      </div>
    );
  }

  const type = brand.data?.type;
  const options = (categories.data ?? []).filter((category) => type === undefined || category.type === type);

  return (
    <div data-slot="brand-screen" className={pageClass}>
      <ListingHeader
        back={{ to: pagePaths.brands(), label: "All Brands" }}
        title={brand.data ? `${brand.data.name} Parts` : undefined}
        description={brand.data?.description}
        aside={type ? <Badge variant="outline">{PART_TYPE_LABELS[type]}</Badge> : null}
      />
      <CatalogueListing
        params={params}
        scope={{ brandId: brand.data?.id }}
        scopeLoading={brand.isPending}
        filterBy="category"
        options={options}
        optionsLoading={categories.isPending || brand.isPending}
        countText={partsAvailable}
        searchPlaceholder={brand.data ? `Search ${brand.data.name} parts` : undefined}
      />
    </div>
  );
}
