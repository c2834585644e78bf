import { pagePaths } from "@shop/domain";
import { useId, useRef } from "react";
import type * as React from "react";
import { Link, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useBrandLinks } from "../links.ts";
import { BrandGrid } from "../BrandCard/BrandGrid.tsx";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { SearchField } from "../../design/primitives/SearchField.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { brandsPageCopy as copy, QUOTE_SUBJECT } from "../../shell/page-copy.ts";
import { plural } from "../../design/format.ts";
import { cn } from "../../design/utils.ts";
import {
  BRAND_PARAMS,
  BRAND_TABS,
  filterBrands,
  readBrandTab,
  withBrandFilters,
  type BrandTab,
} from "./brand-filter.ts";

export type AllBrandsScreenProps = Omit<React.ComponentProps<"div">, "children">;

/**
 * The all-brands page (/brands): the claim with the number of brands counted from data, the Most
 * Popular Brands row, a search box and All / Appliance / HVAC tabs (both kept in the URL as
 * `?search=` and `?type=`), "Showing {shown} of {total} brands", the brand grid, and a block
 * whose Contact Us and Request Quote buttons go to the contact form (the second with its subject
 * filled in). Fetches all brands once and filters them on the page.
 */
export function AllBrandsScreen({ className, ...props }: AllBrandsScreenProps) {
  const brands = useBrandLinks();
  const [params, setParams] = useSearchParams();
  const search = params.get(BRAND_PARAMS.search) ?? "";
  const tab = readBrandTab(params.get(BRAND_PARAMS.type));
  const ids = useId();
  const headingId = `${ids}-heading`;
  const popularId = `${ids}-popular`;
  const gridId = `${ids}-grid`;
  const quoteId = `${ids}-quote`;
  const panelId = `${ids}-panel`;
  const tabId = (value: BrandTab) => `${ids}-tab-${value}`;

  const { shown, counts, total } = filterBrands(brands.data ?? [], search, tab);
  // Typing refines one view; it replaces the history entry instead of adding one per letter.
  const setSearch = (value: string) => setParams(withBrandFilters(params, { search: value }), { replace: true });
  const setTab = (value: BrandTab) => setParams(withBrandFilters(params, { tab: value }), { replace: true });

  return (
    <Page data-slot="all-brands-screen" gap="xl" className={className} {...props}>
      <header className="grid gap-2">
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          {copy.title}
        </h1>
        {brands.isPending ? (
          <Skeleton className="h-6 w-full max-w-xl" />
        ) : (
          <p className="max-w-2xl text-lg text-muted-foreground">
            {total > 0 ? copy.intro(total) : copy.introWithoutCount}
          </p>
        )}
      </header>

      <section aria-labelledby={popularId} className="grid gap-3">
        <h2 id={popularId} className="text-xl font-semibold">
          {copy.popularHeading}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {copy.popularBrands.map((brand) => (
            <li key={brand.slug}>
              <Button asChild variant="outline" className="rounded-full">
                <Link to={pagePaths.brand(brand.slug)}>{brand.name}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={gridId} className="grid gap-5">
        <h2 id={gridId} className="text-xl font-semibold">
          {copy.gridHeading}
        </h2>
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <SearchField
            mode="live"
            className="w-full max-w-sm"
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={search}
            onSearch={setSearch}
          />
          <BrandTabs
            value={tab}
            counts={brands.isSuccess ? counts : undefined}
            onValueChange={setTab}
            tabId={tabId}
            panelId={panelId}
          />
        </div>

        <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className="grid gap-4">
          {brands.isError ? (
            <ErrorState
              headingLevel={3}
              title="We couldn't load the brands"
              message={apiErrorMessage(brands.error)}
              onRetry={() => void brands.refetch()}
              retrying={brands.isFetching}
            />
          ) : (
            <>
              <p role="status" className="min-h-5 text-sm text-muted-foreground">
                {brands.isSuccess ? copy.showing(shown.length, total) : null}
              </p>
              <BrandGrid
                brands={shown}
                loading={brands.isPending}
                empty={
                  search.trim() !== "" && total > 0 ? (
                    <EmptyState
                      headingLevel={3}
                      title={copy.noMatchTitle(search.trim())}
                      description={copy.noMatchBody}
                      action={<Button onClick={() => setSearch("")}>{copy.clearSearch}</Button>}
                    />
                  ) : (
                    <EmptyState headingLevel={3} title="No Brands Found" description="Check back soon, or ask us about your brand." />
                  )
                }
              />
            </>
          )}
        </div>
      </section>

      <section aria-labelledby={quoteId} className="grid gap-3 rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
        <h2 id={quoteId} className="text-xl font-semibold">
          {copy.quoteHeading}
        </h2>
        <p className="max-w-2xl text-muted-foreground">{copy.quoteBody}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={pagePaths.info("contact")}>{copy.contactUs}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={pagePaths.info("contact", { subject: QUOTE_SUBJECT })}>{copy.requestQuote}</Link>
          </Button>
        </div>
      </section>
    </Page>
  );
}

interface BrandTabsProps {
  value: BrandTab;
  /** Brands under the search on each tab; undefined while loading (no numbers shown). */
  counts: Record<BrandTab, number> | undefined;
  onValueChange: (value: BrandTab) => void;
  tabId: (value: BrandTab) => string;
  panelId: string;
}

/**
 * The All / Appliance / HVAC tabs (WAI-ARIA tabs with automatic activation): one tab stop, the
 * arrow keys, Home and End move between tabs and select them; all three control the one panel.
 */
function BrandTabs({ value, counts, onValueChange, tabId, panelId }: BrandTabsProps) {
  const tabs = useRef(new Map<BrandTab, HTMLButtonElement>());

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const index = BRAND_TABS.indexOf(value);
    const last = BRAND_TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    const next = BRAND_TABS[target]!;
    onValueChange(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={copy.tabsLabel} className="inline-flex w-fit rounded-lg bg-muted p-1">
      {BRAND_TABS.map((tab) => {
        const selected = tab === value;
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? "active" : "inactive"}
            onClick={() => onValueChange(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap outline-none transition-[color,background-color,box-shadow]",
              "focus-visible:ring-[3px] focus-visible:ring-ring/50",
              selected ? "bg-background text-foreground shadow-xs" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {copy.tabs[tab]}
            {count !== undefined ? (
              <>
                <span aria-hidden="true" className="rounded-full bg-secondary px-2 text-xs text-secondary-foreground tabular-nums">
                  {count}
                </span>
                {/* Says what the number counts: "HVAC, 20 brands". */}
                <span className="sr-only">{`, ${count} ${plural(count, "brand")}`}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
