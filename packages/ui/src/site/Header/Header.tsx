import { pagePaths, type ShopInfo } from "@shop/domain";
import { cva, type VariantProps } from "class-variance-authority";
import { lazy, Suspense } from "react";
import type * as React from "react";
import { Link, NavLink } from "react-router";
import { HeartIcon, MenuIcon, PhoneIcon, ShoppingCartIcon, WrenchIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { serviceAreaText, telHref } from "../../shell/store-text.ts";
import { StoreStatusLine } from "../../orders/index.ts";
import { ThemeToggle } from "../../shell/ThemeToggle/ThemeToggle.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { SearchField } from "../../design/primitives/SearchField.tsx";
import { useOnDemandSheet } from "../../design/primitives/on-demand-sheet.ts";
import { TooltipOnDemand } from "../../design/primitives/TooltipOnDemand.tsx";
import { cartBadgeText, cartLinkLabel, savedLinkLabel } from "./header-text.ts";
import { HEADER_NAV_LINKS, navLinkClass } from "./nav-links.ts";

/** The phone's menu: its code loads when the menu button is first reached (ui/on-demand-sheet.ts). */
const loadMobileMenu = () => import("./MobileMenu.tsx");
const MobileMenu = lazy(loadMobileMenu);

export { HEADER_NAV_LINKS };

/** What the header reads from the `store` record. */
export type HeaderStore = Pick<
  ShopInfo,
  "name" | "phone" | "phoneE164" | "serviceTowns" | "serviceRadiusMiles" | "hours" | "sameDayPickupCutoff" | "timeZone"
>;

export const headerVariants = cva("w-full border-b bg-background text-foreground", {
  variants: {
    /** `static` (default) scrolls away with the page; `sticky` stays at the top. */
    position: { static: "", sticky: "sticky top-0 z-40" },
  },
  defaultVariants: { position: "static" },
});

export type HeaderProps = Omit<React.ComponentProps<"header">, "children"> &
  VariantProps<typeof headerVariants> & {
    /** The shop's facts: name, phone, service area and hours come from the `store` record. */
    store: HeaderStore;
    /** A fixed time for the hours line (stories, tests); left out, the live clock after mount. */
    now?: Date;
    /**
     * Number of items in the cart, shown on the cart link's badge and in its accessible name
     * ("Cart, 3 items"). 0 hides the badge; undefined (still loading) shows no count at all.
     */
    cartCount?: number;
    /**
     * Number of saved parts (the hearts, kept in the browser), on the saved link's badge and in its
     * name ("Saved parts (3)"). Default 0, no badge: what the server renders, since it cannot know.
     */
    savedCount?: number;
    /**
     * Called with the trimmed query when the search form is submitted; the app navigates to
     * `/search?q=`. Not called for an empty or whitespace-only query (focus stays in the box).
     */
    onSearch: (query: string) => void;
    /** The query to start the search box with, e.g. the current `q` on /search. Changing it resets the box. */
    defaultQuery?: string;
    /** Whether the mobile menu is open, for a controlled header. Omit it to let the header keep its own state. */
    menuOpen?: boolean;
    /** The mobile menu's initial state when uncontrolled. Default false. */
    defaultMenuOpen?: boolean;
    /** Called when the mobile menu opens or closes (menu button, a link, the backdrop, Escape, the close button). */
    onMenuOpenChange?: (open: boolean) => void;
  };

/**
 * The site header on every page: a strip with the store's phone and service area, the logo
 * linking home, the parts search, the main navigation, the cart link with its count and the
 * theme toggle; the strip also says whether the shop is open now (StoreStatusLine). Below `md` the navigation moves into a slide-out menu (a modal Sheet) that closes
 * on a link click, a backdrop click, Escape or its close button. Never fetches: the store record,
 * cart count and search callback come in as props.
 */
export function Header({
  store,
  cartCount,
  savedCount = 0,
  onSearch,
  defaultQuery,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  now,
  position,
  className,
  ...props
}: HeaderProps) {
  const menu = useOnDemandSheet(loadMobileMenu, { open: menuOpen, defaultOpen: defaultMenuOpen, onOpenChange: onMenuOpenChange });
  const serviceArea = serviceAreaText(store);
  const badge = cartBadgeText(cartCount);
  const savedBadge = cartBadgeText(savedCount);

  return (
    <header data-slot="header" className={cn(headerVariants({ position }), className)} {...props}>
      <div data-slot="header-strip" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-sm">
          <a
            href={telHref(store.phoneE164)}
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-primary-foreground/70"
          >
            <PhoneIcon className="size-3.5" />
            <span>
              <span className="sr-only">Call </span>
              {store.phone}
            </span>
          </a>
          {/* It takes the room left and starts at its left edge, so the live line replacing the server's moves nothing, itself included. */}
          <StoreStatusLine store={store} now={now} className="min-w-0 flex-1 font-medium" />
          <p data-slot="header-service-area" className="hidden truncate sm:block">
            {serviceArea}
          </p>
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap md:gap-x-6">
        <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open menu" {...menu.triggerProps}>
          <MenuIcon />
        </Button>
        {menu.mounted ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menu.open}
              onOpenChange={menu.setOpen}
              contentId={menu.contentId}
              onCloseAutoFocus={menu.returnFocus}
              store={store}
              cartCount={cartCount}
              savedCount={savedCount}
              now={now}
            />
          </Suspense>
        ) : null}

        {/* The name takes two lines at most and the link is 40 px from md, so the bar's height does
            not depend on the name (ShopLayout's stand-in header is built to the same heights). */}
        <Link
          to={pagePaths.home()}
          data-slot="header-logo"
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:h-10 md:flex-none"
        >
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-md bg-primary text-primary-foreground">
            <WrenchIcon className="size-5" />
          </span>
          <span className="line-clamp-2 max-w-[16rem] text-sm leading-tight font-bold text-balance sm:text-base">{store.name}</span>
        </Link>

        <SearchField
          key={defaultQuery}
          mode="submit"
          aria-label="Parts"
          data-slot="header-search"
          className="order-last basis-full md:order-none md:mx-auto md:max-w-xl md:flex-1 md:basis-auto"
          label="Search parts"
          hideLabel
          defaultValue={defaultQuery}
          placeholder="Search by part or model number"
          inputProps={{ name: "q" }}
          // Before the page hydrates, Enter submits the form itself: a plain GET of /search?q=.
          action="/search"
          button={{ label: "Search", content: "icon", size: "icon" }}
          onSearch={onSearch}
        />

        <div className="flex shrink-0 items-center justify-end gap-1 md:min-w-36">
          {/* The icon alone at every width, the badge on it, so the count arriving after mount moves nothing. */}
          <TooltipOnDemand content={savedLinkLabel(savedCount)}>
            <Button asChild variant="ghost" size="icon" className="relative">
              <Link to={pagePaths.saved()} data-slot="header-saved">
                <HeartIcon className="size-5" />
                <span className="sr-only">{savedLinkLabel(savedCount)}</span>
                {savedBadge ? (
                  <span
                    aria-hidden="true"
                    data-slot="header-saved-badge"
                    className="absolute -top-1 left-5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-primary-foreground ring-2 ring-background"
                  >
                    {savedBadge}
                  </span>
                ) : null}
              </Link>
            </Button>
          </TooltipOnDemand>
          <TooltipOnDemand content={cartLinkLabel(cartCount)}>
            <Button asChild variant="ghost" className="relative px-2 sm:px-3">
              <Link to={pagePaths.cart()} data-slot="header-cart">
                <ShoppingCartIcon className="size-5" />
                {/*
                  One text for the name ("Cart, 3 items"); the visible word and the badge picture it.
                  Phones show the badge on the icon; from `sm` it follows the word.
                */}
                <span className="sr-only">{cartLinkLabel(cartCount)}</span>
                <span aria-hidden="true" className="hidden sm:inline">
                  Cart
                </span>
                {badge ? (
                  <span
                    aria-hidden="true"
                    data-slot="header-cart-badge"
                    className="absolute -top-1 left-5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-primary-foreground ring-2 ring-background sm:static sm:ring-0"
                  >
                    {badge}
                  </span>
                ) : null}
              </Link>
            </Button>
          </TooltipOnDemand>
          <ThemeToggle />
        </div>
      </div>

      <HeaderNavRow />
    </header>
  );
}

/**
 * The main navigation's row under the header's bar, from `md` up (below it the menu holds the
 * links). Exported for the stand-in header that shows while the store record loads, so the two
 * are the same height and the page does not move when the real one replaces it.
 */
export function HeaderNavRow() {
  return (
    <nav aria-label="Main" className="hidden border-t md:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-1">
        {HEADER_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={cn(navLinkClass, "inline-block")}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
