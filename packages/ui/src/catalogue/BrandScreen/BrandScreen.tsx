import { pagePaths } from "@shop/domain";
import { useCategoryLinks } from "../links.ts";
import { formatPartCount, PART_TYPE_LABELS } from "../BrandCard/brand.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { CatalogueListing } from "../listing/CatalogueListing.tsx";
import { ListingHeader } from "../listing/ListingHeader.tsx";
import { useBrandPage } from "../hooks.ts";
import { isUnavailable, PageUnavailable } from "../../shell/PageUnavailable.tsx";
import { useCatalogueParams } from "../listing/useCatalogueParams.ts";

export type BrandScreenProps = {
  /** The brand's slug, from the route (/brands/{slug}). */
  slug: string;
};

/** "34 parts available", "1 part available". */
export const partsAvailable = (total: number) => `${formatPartCount(total)} available`;

/**
 * A brand page (/brands/{slug}): back link to all brands, the brand's name, side and description,
 * then the listing as on a category page with a category filter instead ('All Categories', the
 * categories of the brand's side) and the count "{n} parts available". Filters, sort and page live
 * in the URL; a change goes to page 1. A missing brand shows 'Brand Not Found'.
 */
export function BrandScreen({ slug }: BrandScreenProps) {
  const page = useBrandPage(slug);
  const categories = useCategoryLinks();
  const params = useCatalogueParams();

  if (isUnavailable(page)) return <PageUnavailable page={page} kind="brand" noun="brand" />;

  const brand = page.data;
  const loading = page.status === "loading";
  const type = brand?.type;
  const options = (categories.data ?? []).filter((category) => type === undefined || category.type === type);

  return (
    <Page data-slot="brand-screen" padding="listing" gap="md">
      <ListingHeader
        back={{ to: pagePaths.brands(), label: "All Brands" }}
        title={brand ? `${brand.name} Parts` : undefined}
        description={brand?.description}
        aside={type ? <Badge variant="outline">{PART_TYPE_LABELS[type]}</Badge> : null}
      />
      <CatalogueListing
        params={params}
        scope={{ brandId: brand?.id }}
        scopeLoading={loading}
        filterBy="category"
        options={options}
        optionsLoading={categories.isPending || loading}
        countText={partsAvailable}
        searchPlaceholder={brand ? `Search ${brand.name} parts` : undefined}
      />
    </Page>
  );
}
