import { matchPage, pagePaths, type BrandView, type CategoryView, type PartType } from "@shop/domain";
import type * as React from "react";
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { useBrandLinks, useCategoryLinks } from "../../catalogue/index.ts";
import { useCart, useWishlist } from "../../cart/index.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { useSubscribe } from "../../inbox/index.ts";
import { Footer } from "../Footer/Footer.tsx";
import { Header, HEADER_NAV_LINKS, HeaderNavRow } from "../Header/Header.tsx";
import { MobileCallBar } from "../MobileCallBar/MobileCallBar.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { cn } from "../../design/utils.ts";

/** The id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";
/**
 * The id of an empty element closing the layout: the document holds its first paint until it is
 * parsed (the app's root links it as `rel="expect"`), so a busy phone never paints a page parsed
 * halfway, with a header or a call bar that grows under the visitor's eyes.
 */
export const PAGE_END_ID = "page-end";

/** Brands linked from the footer: the ones with the most parts. */
export const FOOTER_BRAND_COUNT = 6;
/** Categories per side of the shop linked from the footer: the ones with the most parts. */
export const FOOTER_CATEGORIES_PER_TYPE = 4;

const byPartCount = <T extends { productCount: number; name: string }>(a: T, b: T) =>
  b.productCount - a.productCount || a.name.localeCompare(b.name);

/** The footer's top brands: the `count` with the most parts, most first. */
export function topBrands<B extends Omit<BrandView, "description">>(brands: readonly B[], count = FOOTER_BRAND_COUNT): B[] {
  return [...brands].sort(byPartCount).slice(0, count);
}

/** The footer's categories: for each side of the shop, the `perType` with the most parts. */
export function topCategories<C extends Omit<CategoryView, "description">>(categories: readonly C[], perType = FOOTER_CATEGORIES_PER_TYPE): C[] {
  const types: PartType[] = ["appliance", "hvac"];
  return types.flatMap((type) => categories.filter((category) => category.type === type).sort(byPartCount).slice(0, perType));
}

/** The number on the cart badge: every unit of every line. */
export function cartItemCount(lines: ReadonlyArray<{ quantity: number }> | undefined): number | undefined {
  return lines?.reduce((sum, line) => sum + line.quantity, 0);
}

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Stands in for the header while the store record loads, or when it failed: the home and cart
 * links and the navigation, so the site can still be used; the phone strip and the search wait.
 * Its boxes match the real header's at every width (the strip; a bar of 36 px controls, 40 px from
 * `md` where the shop's name may take two lines, that wraps a second row below `md`; the
 * navigation row from `md`), so nothing below it moves when the store record arrives.
 */
function HeaderFallback({ loading }: { loading: boolean }) {
  return (
    <header data-slot="header" data-state={loading ? "loading" : "error"} aria-busy={loading || undefined} className="w-full border-b bg-background">
      <div className="h-8 bg-primary" aria-hidden="true" />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap md:gap-x-6">
        <Link to={pagePaths.home()} className={cn(linkClass, "-ml-3 flex items-center font-bold md:h-10")}>
          Home
        </Link>
        {loading ? <Skeleton className="hidden h-9 md:mx-auto md:block md:max-w-xl md:flex-1" /> : <span className="flex-1" />}
        <Link to={pagePaths.cart()} className={cn(linkClass, "ml-auto md:ml-0")}>
          Cart
        </Link>
        {/* Below md the links take the row the search box takes in the real header. */}
        <nav aria-label="Main" className="order-last basis-full md:hidden">
          <ul className="-ml-3 flex h-9 items-center gap-1 overflow-x-auto">
            {HEADER_NAV_LINKS.map((link) => (
              <li key={link.to} className="shrink-0">
                <Link to={link.to} className={cn(linkClass, "block")}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <HeaderNavRow />
    </header>
  );
}

export type ShopLayoutProps = {
  /** The page. Omit it to render the matched child route (`<Outlet />`), as the app's route table does. */
  children?: React.ReactNode;
};

/**
 * The frame of every page: a skip link, the header (store facts, cart count, the parts search
 * going to `/search?q=`), the main landmark with the page, the footer (newsletter, categories and
 * top brands from data) and the phone-only call bar. Fetches the store record, the cart, all
 * categories and all brands.
 */
export function ShopLayout({ children }: ShopLayoutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const store = useStoreInfo();
  const cart = useCart();
  const categories = useCategoryLinks();
  const brands = useBrandLinks();
  const subscribe = useSubscribe();
  // Empty on the server and while hydrating; the count arrives after mount (docs/product.md, Saved parts).
  const saved = useWishlist();

  // On /search the box shows the query being looked at.
  const currentQuery = matchPage(location.pathname)?.page.kind === "search" ? (searchParams.get("q") ?? undefined) : undefined;

  return (
    <div data-slot="shop-layout" className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // Move focus without touching the URL's hash, which the router owns.
          event.preventDefault();
          const main = document.getElementById(MAIN_CONTENT_ID);
          main?.focus();
          main?.scrollIntoView();
        }}
        className="sr-only rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to content
      </a>
      {store.data ? (
        <Header
          store={store.data}
          cartCount={cartItemCount(cart.data)}
          savedCount={saved.ids.length}
          defaultQuery={currentQuery}
          onSearch={(query) => void navigate(pagePaths.search(query))}
        />
      ) : (
        <HeaderFallback loading={store.isPending} />
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      {store.data ? (
        <>
          <Footer
            store={store.data}
            categories={topCategories(categories.data ?? [])}
            brands={topBrands(brands.data ?? [])}
            onSubscribe={(email) => subscribe.mutateAsync({ email })}
          />
          <MobileCallBar store={store.data} />
        </>
      ) : null}
      <div id={PAGE_END_ID} hidden />
    </div>
  );
}
