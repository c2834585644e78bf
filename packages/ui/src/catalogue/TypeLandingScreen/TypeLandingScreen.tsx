import type * as React from "react";
import { listedModelForm, pagePaths, type BrandView, type PartType } from "@shop/domain";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { useBrandLinks, useCategoryLinks } from "../links.ts";
import { useModelSearchResults } from "../hooks.ts";
import { BrandCard, BrandCardSkeleton } from "../BrandCard/BrandCard.tsx";
import { formatPartCount, typeTitle } from "../BrandCard/brand.ts";
import { CategoryTiles } from "../CategoryTiles/CategoryTiles.tsx";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { SearchXIcon, XIcon } from "../../design/icons/index.ts";
import { MODEL_NUMBER_GUIDE_PATH, ModelSearch } from "../ModelSearch/ModelSearch.tsx";
import { PartGrid } from "../PartGrid/PartGrid.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { plural } from "../../design/format.ts";
import { Section, sectionVariants } from "../../design/primitives/Section.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { POPULAR_BRANDS } from "../../shell/page-copy.ts";
import { useAddPart } from "../../cart/index.ts";

/** The sentence under each type landing page's title, also its meta description. */
export const TYPE_LANDING_INTRO: Record<PartType, string> = {
  appliance:
    "Genuine OEM parts for refrigerators, washers, dryers, dishwashers, ranges and more, ready for pickup at the store.",
  hvac: "Replacement parts for air conditioners, heat pumps, furnaces, air handlers and thermostats, ready for pickup at the store.",
};

/** "1 compatible part", "12 compatible parts". */
export const compatibleParts = (count: number) => `${count} compatible ${plural(count, "part")}`;


export type TypeLandingScreenProps = {
  /** The side of the shop, from the route: /appliance-parts or /hvac-parts. */
  type: PartType;
  /** Shown after the categories: the app gives the side's "What's wrong?" entry (symptoms), which this feature does not import. */
  children?: React.ReactNode;
};

/**
 * A type landing page (/appliance-parts, /hvac-parts): hero with a model-number search, then, when
 * `?search=` names a model (the home hero sends visitors here), the compatible parts of this side
 * with a count and a way to clear; Shop by Category tiles with counts; a help block ('Contact Our
 * Experts', 'Model Number Lookup'); and the side's Popular Brands.
 */
export function TypeLandingScreen({ type, children }: TypeLandingScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const model = searchParams.get("search")?.trim() ?? "";
  const heroId = useId();
  const categories = useCategoryLinks(type);
  const totalParts = categories.data?.reduce((sum, category) => sum + category.productCount, 0);

  const setModel = (next: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set("search", next);
      else params.delete("search");
      return params;
    });

  return (
    <div data-slot="type-landing-screen" data-type={type} className="grid gap-12 pb-12 md:gap-16">
      <section aria-labelledby={heroId} className="border-b bg-muted/50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-14">
          <div className="grid gap-3">
            <h1 id={heroId} className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
              {typeTitle(type)}
            </h1>
            <p className="text-lg text-pretty text-muted-foreground">{TYPE_LANDING_INTRO[type]}</p>
            <p data-slot="type-landing-count" className="min-h-6 font-medium">
              {categories.data && totalParts !== undefined
                ? `${formatPartCount(totalParts)} in ${categories.data.length} ${plural(categories.data.length, "category")}`
                : null}
            </p>
          </div>
          <ModelSearch
            key={model}
            defaultValue={model}
            onSearch={async (next) => setModel(next)}
          />
        </div>
      </section>

      {model ? <ModelResults type={type} model={model} onClear={() => setModel(null)} /> : null}

      <CategoriesSection categories={categories} />
      {children}
      <HelpSection />
      <PopularBrandsSection type={type} />
    </div>
  );
}

function ModelResults({ type, model, onClear }: { type: PartType; model: string; onClear: () => void }) {
  const titleId = useId();
  const results = useModelSearchResults(model, type);
  const addPart = useAddPart();
  // A model the catalogue lists has its own page, with the parts of both sides of the shop.
  const listed = results.data ? listedModelForm(results.data, model) : undefined;
  const clear = (
    <Button variant="outline" onClick={onClear}>
      <XIcon />
      Clear model search
    </Button>
  );
  return (
    <section aria-labelledby={titleId} data-slot="model-results" className={sectionVariants({ width: "page" })}>
      {/* Its own heading row: the clear button sits a little further from the count. */}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight">
            Parts for model <span className="font-mono">{model}</span>
          </h2>
          <p aria-live="polite" className="min-h-6 font-medium text-muted-foreground">
            {results.data ? compatibleParts(results.data.length) : null}
          </p>
        </div>
        {clear}
      </div>
      {listed ? (
        <p>
          <TextLink to={pagePaths.model(listed)} variant="underline">
            See every part for <span className="font-mono">{listed}</span>
          </TextLink>
        </p>
      ) : null}
      {results.isError ? (
        <ErrorState
          headingLevel={3}
          className="rounded-lg border"
          title="Search failed"
          message="Unable to search for parts. Please try again or contact support."
          retrying={results.isFetching}
          onRetry={() => void results.refetch()}
        />
      ) : (
        <PartGrid
          products={results.data ?? []}
          loading={results.isPending}
          loadingLabel="Searching for compatible parts…"
          headingLevel={3}
          onAddToCart={addPart}
          empty={
            <EmptyState
              className="rounded-lg border"
              headingLevel={3}
              icon={<SearchXIcon />}
              title="No compatible parts found"
              description={`No ${type === "hvac" ? "HVAC" : "appliance"} parts fit model ${model}. Check the number on the rating tag, try another, or browse the categories below.`}
            />
          }
        />
      )}
    </section>
  );
}

function CategoriesSection({ categories }: { categories: ReturnType<typeof useCategoryLinks> }) {
  return (
    <Section width="page" title="Shop by Category">
      {categories.isError ? (
        <ErrorState
          headingLevel={3}
          className="rounded-lg border"
          message="Failed to fetch categories"
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data?.length === 0 ? (
        <p className="text-muted-foreground">No categories here yet. Call us and we'll find your part.</p>
      ) : (
        <CategoryTiles categories={categories.data ?? []} loading={categories.isPending} />
      )}
    </Section>
  );
}

function HelpSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={sectionVariants({ width: "page" })}>
      <div className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-xl font-semibold">
            Not sure which part you need?
          </h2>
          <p className="text-muted-foreground">
            Our parts experts match parts to your model number every day. Tell us what you're fixing, or find the model
            number on your appliance or unit first.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={pagePaths.info("contact")}>Contact Our Experts</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={MODEL_NUMBER_GUIDE_PATH}>Model Number Lookup</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function PopularBrandsSection({ type }: { type: PartType }) {
  const brands = useBrandLinks(type);
  const popular = POPULAR_BRANDS[type];
  const found = popular
    .map((wanted) => brands.data?.find((brand) => brand.slug === wanted.slug))
    .filter((brand): brand is BrandView => brand !== undefined);
  const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
  return (
    <Section
      width="page"
      title="Popular Brands"
      action={
        <TextLink to={pagePaths.brands()} className="text-sm">
          All brands
        </TextLink>
      }
      aria-busy={brands.isPending || undefined}
    >
      {brands.isPending ? (
        <div className={gridClass}>
          <p role="status" className="sr-only">
            Loading brands…
          </p>
          {popular.map((brand) => (
            <BrandCardSkeleton key={brand.slug} />
          ))}
        </div>
      ) : brands.isError ? (
        // The names and links are fixed; without the counts they still take the visitor on.
        <ul role="list" className={gridClass}>
          {popular.map((brand) => (
            <li key={brand.slug}>
              <Link
                to={pagePaths.brand(brand.slug)}
                className="flex h-20 items-center rounded-lg border bg-card px-4 font-semibold text-card-foreground outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul role="list" className={gridClass}>
          {found.map((brand) => (
            <li key={brand.id} className="grid">
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
