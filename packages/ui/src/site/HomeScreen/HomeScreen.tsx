import { pagePaths, type BrandView, type CategoryView, type PartType, type ShopInfo } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useGuideCards, GuideCard, GuideCardSkeleton } from "../../guides/index.ts";
import { useBrandLinks, useCategoryLinks, useFeaturedParts, useModelLookup, usePopularParts, PART_TYPE_LABELS, CategoryTiles, ModelSearch, modelSearchPath, PartCard, PartCardSkeleton, partGridVariants } from "../../catalogue/index.ts";
import { useSessionOrder, ORDER_BANNER_MIN_HEIGHT, OrderConfirmation } from "../../orders/index.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { sameDayPickupText } from "../../shell/store-text.ts";
import { Section, sectionVariants } from "../../design/primitives/Section.tsx";
import { WhatsWrong } from "../../symptoms/index.ts";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { ChevronRightIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { GUIDE_TEASER_COUNT } from "./guide-teasers.ts";
import { useAddPart } from "../../cart/index.ts";

/**
 * The home page's category tiles, in the shop's order (docs/product.md, Pages, Home): Refrigerator,
 * Washer & Dryer, Dishwasher and Microwave (the range-oven-parts category) under appliance; AC,
 * Heating and Thermostats (heating-parts) and HVAC Tools (air-quality-parts) under hvac. Names and
 * counts come from data.
 */
export const HOME_CATEGORY_SLUGS = [
  "refrigerator-parts",
  "washer-dryer-parts",
  "dishwasher-parts",
  "range-oven-parts",
  "ac-parts",
  "heating-parts",
  "air-quality-parts",
] as const;

/** Featured parts on the home page (docs/product.md, Constants). */
export const FEATURED_COUNT = 4;
/** Parts in the popular-this-week teaser (the isPopular=true&limit=6 call). */
export const POPULAR_COUNT = 6;
export { GUIDE_TEASER_COUNT };

/** The home tiles' categories, in HOME_CATEGORY_SLUGS order; slugs the data lacks are left out. */
export function homeCategories<C extends Omit<CategoryView, "description">>(categories: readonly C[]): C[] {
  return HOME_CATEGORY_SLUGS.flatMap((slug) => categories.filter((category) => category.slug === slug));
}

export { modelSearchPath };

/** "1 brand", "42 brands". */
export const formatBrandCount = (count: number) => formatCount(count, "brand");

/** A section's link to everything of its kind, with a chevron. */
function MoreLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <TextLink to={to} icon className="text-sm">
      {children}
      <ChevronRightIcon className="size-4" />
    </TextLink>
  );
}

/**
 * The home page (/): the order confirmation after checkout (`?order=`), the hero with the
 * model-number search (results go to `/appliance-parts?search=` or `/hvac-parts?search=`),
 * category tiles, featured parts with add to cart, the popular-this-week teaser, brands by side
 * and the latest repair guides. Every count and claim comes from data.
 */
export function HomeScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const orderNumber = searchParams.get("order");
  const store = useStoreInfo();
  const dismiss = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("order");
        return next;
      },
      { replace: true },
    );

  return (
    <div data-slot="home-screen" className="grid gap-12 pb-12 md:gap-16">
      <div className="grid gap-0">
        {orderNumber ? (
          <div className="mx-auto w-full max-w-7xl px-4 pt-6">
            <OrderBanner orderNumber={orderNumber} store={store.data} onDismiss={dismiss} />
          </div>
        ) : null}
        <Hero pickupCutoff={store.data?.sameDayPickupCutoff} tagline={store.data?.tagline} />
      </div>
      <CategoriesSection />
      <WhatsWrong className={sectionVariants({ width: "page" })} />
      <FeaturedSection />
      <PopularSection />
      <BrandsSection />
      <BlogSection />
    </div>
  );
}

/**
 * The banner for `/?order={number}`: it names the order only once the API says this browser's
 * guest session placed it (GET /api/orders/{number}/receipt), so a made-up address shows no
 * "Order ANYTHING received". Any other answer shows a neutral "Find my order" hint that repeats
 * nothing from the address. The server's render reads no session, so the banner arrives after
 * hydration; until then its space is held, so nothing below moves.
 */
function OrderBanner({ orderNumber, store, onDismiss }: { orderNumber: string; store: ShopInfo | undefined; onDismiss: () => void }) {
  const order = useSessionOrder(orderNumber);
  if (order.data && store) {
    return <OrderConfirmation orderNumber={order.data.orderNumber} orderKey={order.data.key} store={store} onDismiss={onDismiss} />;
  }
  if (order.isError) {
    return (
      <p data-slot="order-lookup-hint" className={cn("grid content-center rounded-lg border bg-card p-4 text-card-foreground sm:p-5", ORDER_BANNER_MIN_HEIGHT)}>
        <span>
          Looking for an order?{" "}
          <TextLink to={pagePaths.orderLookup()} className="font-medium">
            Find my order
          </TextLink>{" "}
          with its number and your email.
        </span>
      </p>
    );
  }
  return <div aria-hidden="true" data-slot="order-banner-placeholder" className={ORDER_BANNER_MIN_HEIGHT} />;
}

function Hero({ pickupCutoff, tagline }: { pickupCutoff?: string; tagline?: string }) {
  const navigate = useNavigate();
  const lookup = useModelLookup();
  const titleId = useId();
  const search = async (model: string) => {
    const products = await lookup.mutateAsync(model);
    if (products && products.length > 0) await navigate(modelSearchPath(model, products));
  };
  return (
    <section aria-labelledby={titleId} data-slot="home-hero" className="border-b bg-muted/50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div className="grid gap-4">
          <h1 id={titleId} className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
            Genuine OEM appliance and HVAC parts
          </h1>
          <p className="min-h-7 text-lg text-pretty text-muted-foreground">{tagline}</p>
          <p className="min-h-6 font-medium text-primary">{pickupCutoff ? sameDayPickupText(pickupCutoff) : null}</p>
        </div>
        <ModelSearch onSearch={search} searching={lookup.isPending} />
      </div>
    </section>
  );
}

function CategoriesSection() {
  const categories = useCategoryLinks();
  return (
    <Section width="page" title="Shop by Category">
      {categories.isError ? (
        <ErrorState headingLevel={3} className="rounded-lg border" message="Failed to fetch categories" onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : (
        <CategoryTiles categories={homeCategories(categories.data ?? [])} loading={categories.isPending} />
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {(["appliance", "hvac"] as const).map((type) => (
          <MoreLink key={type} to={pagePaths.type(type)}>
            All {PART_TYPE_LABELS[type]} categories
          </MoreLink>
        ))}
      </p>
    </Section>
  );
}

function FeaturedSection() {
  const featured = useFeaturedParts();
  const addPart = useAddPart();
  return (
    <Section width="page" title="Featured Parts" aria-busy={featured.isPending || undefined}>
      {featured.isError ? (
        <ErrorState headingLevel={3} className="rounded-lg border" message="Failed to fetch featured products" onRetry={() => void featured.refetch()} retrying={featured.isFetching} />
      ) : featured.isPending ? (
        <PartsSkeleton count={FEATURED_COUNT} label="Loading featured parts…" />
      ) : featured.data.length === 0 ? (
        <p className="text-muted-foreground">No featured parts right now. Browse by category above.</p>
      ) : (
        <ul role="list" className={partGridVariants()}>
          {featured.data.map((product) => (
            <li key={product.id} className="grid">
              <PartCard product={product} onAddToCart={addPart} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PopularSection() {
  const popular = usePopularParts();
  const rowGrid = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";
  return (
    <Section
      width="page"
      title="Popular this week"
      description={<p className="text-muted-foreground">The parts local repair pros and homeowners are picking up most.</p>}
      aria-busy={popular.isPending || undefined}
    >
      {popular.isError ? (
        <ErrorState headingLevel={3} className="rounded-lg border" message="Failed to fetch popular parts" onRetry={() => void popular.refetch()} retrying={popular.isFetching} />
      ) : popular.isPending ? (
        <PartsSkeleton count={POPULAR_COUNT} label="Loading popular parts…" layout="row" className={rowGrid} />
      ) : popular.data.length === 0 ? (
        <p className="text-muted-foreground">Nothing to show yet this week.</p>
      ) : (
        <ol className={rowGrid}>
          {popular.data.map((product) => (
            <li key={product.id} className="grid">
              <PartCard product={product} layout="row" />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function PartsSkeleton({
  count,
  label,
  layout = "grid",
  className,
}: {
  count: number;
  label: string;
  layout?: "grid" | "row";
  className?: string;
}) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={className ?? partGridVariants()}>
        {Array.from({ length: count }, (_, i) => (
          <PartCardSkeleton key={i} layout={layout} withCartButton={layout === "grid"} />
        ))}
      </div>
    </>
  );
}

function BrandGroup({ type, brands }: { type: PartType; brands: readonly Omit<BrandView, "description">[] }) {
  const titleId = useId();
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div role="group" aria-labelledby={titleId} data-type={type} className="grid content-start gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <h3 id={titleId} className="flex items-baseline justify-between gap-2 font-semibold">
        {PART_TYPE_LABELS[type]} brands
        <span className="text-sm font-normal text-muted-foreground">{formatBrandCount(brands.length)}</span>
      </h3>
      <ul className="flex flex-wrap gap-2">
        {sorted.map((brand) => (
          <li key={brand.id}>
            <Link
              to={pagePaths.brand(brand.slug)}
              className="inline-block rounded-md border bg-background px-3 py-1.5 text-sm font-medium outline-none hover:border-primary hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BrandsSection() {
  const brands = useBrandLinks();
  const all = brands.data ?? [];
  return (
    <Section
      width="page"
      title="Shop by Brand"
      description={
        <p data-slot="home-brand-count" className="min-h-6 text-muted-foreground">
          {brands.data ? `Genuine parts from ${formatBrandCount(all.length)}, for appliances and HVAC systems.` : null}
        </p>
      }
      action={<MoreLink to={pagePaths.brands()}>All brands</MoreLink>}
      aria-busy={brands.isPending || undefined}
    >
      {brands.isError ? (
        <ErrorState headingLevel={3} className="rounded-lg border" message="Failed to fetch brands" onRetry={() => void brands.refetch()} retrying={brands.isFetching} />
      ) : brands.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          {[0, 1].map((i) => (
            <div key={i} className="grid gap-3 rounded-lg border p-4">
              <Skeleton className="h-6 w-40" />
              <div className="flex flex-wrap gap-2">
                {Array.from({ length: 12 }, (_, j) => (
                  <Skeleton key={j} className="h-8 w-20" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {(["appliance", "hvac"] as const).map((type) => {
            const ofType = all.filter((brand) => brand.type === type);
            return ofType.length > 0 ? <BrandGroup key={type} type={type} brands={ofType} /> : null;
          })}
        </div>
      )}
    </Section>
  );
}

function BlogSection() {
  const posts = useGuideCards({ page: 1, pageSize: GUIDE_TEASER_COUNT });
  return (
    <Section
      width="page"
      title="Repair Guides"
      action={<MoreLink to={pagePaths.blog()}>All repair guides</MoreLink>}
      aria-busy={posts.isPending || undefined}
    >
      {posts.isError ? (
        <ErrorState headingLevel={3} className="rounded-lg border" message="Failed to fetch blog posts" onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : posts.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          <p role="status" className="sr-only">
            Loading repair guides…
          </p>
          {Array.from({ length: GUIDE_TEASER_COUNT }, (_, i) => (
            <GuideCardSkeleton key={i} />
          ))}
        </div>
      ) : posts.data.posts.length === 0 ? (
        <p className="text-muted-foreground">New repair guides are on their way.</p>
      ) : (
        <ul role="list" className={cn("grid gap-4 md:grid-cols-3")}>
          {posts.data.posts.map((post) => (
            <li key={post.id} className="grid">
              <GuideCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
