import type { PartType, ShopInfo } from "@shop/domain";
import { formatCount, formatList, formatNumber, plural } from "../design/format.ts";

/**
 * The short copy of the listing and cart screens: headings, intros, the static link blocks. Counts
 * come from the data at render time (`count` arguments), never typed here.
 */

/** The subject the Request Quote button fills in on the contact form. */
export const QUOTE_SUBJECT = "Request a Quote";

/** A brand linked by name, before the brand records load. */
export interface PopularBrand {
  name: string;
  slug: string;
}

/**
 * Each side's popular brands, most asked-for first (the order in docs/product.md). A type landing
 * page lists its side's six; the all-brands page's row takes the first four appliance brands and
 * the first two HVAC ones.
 */
export const POPULAR_BRANDS: Record<PartType, readonly PopularBrand[]> = {
  appliance: [
    { name: "Whirlpool", slug: "whirlpool" },
    { name: "GE", slug: "ge" },
    { name: "LG", slug: "lg" },
    { name: "Samsung", slug: "samsung" },
    { name: "Frigidaire", slug: "frigidaire" },
    { name: "KitchenAid", slug: "kitchenaid" },
  ],
  hvac: [
    { name: "Carrier", slug: "carrier" },
    { name: "Trane", slug: "trane" },
    { name: "Lennox", slug: "lennox" },
    { name: "Goodman", slug: "goodman" },
    { name: "Rheem", slug: "rheem" },
    { name: "York", slug: "york" },
  ],
};

export const brandsPageCopy = {
  title: "All Brands",
  /** The claim under the title, with the number of brands counted from data. */
  intro: (count: number) =>
    `Genuine OEM parts from ${formatNumber(count)} appliance and HVAC ${plural(count, "manufacturer")}. Pick your brand to see every part we carry for it.`,
  /** The same line before the brands have loaded, or when there are none. */
  introWithoutCount: "Genuine OEM parts for the appliance and HVAC brands in your home. Pick your brand to see every part we carry for it.",
  searchLabel: "Search brands",
  searchPlaceholder: "Search by brand name",
  /** "Showing 12 of 42 brands". */
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${plural(total, "brand")}`,
  tabsLabel: "Brand type",
  tabs: { all: "All", appliance: "Appliance", hvac: "HVAC" },
  popularHeading: "Most Popular Brands",
  /** The row under the heading: the top four appliance brands, then the top two HVAC ones. */
  popularBrands: [...POPULAR_BRANDS.appliance.slice(0, 4), ...POPULAR_BRANDS.hvac.slice(0, 2)],
  gridHeading: "Every brand we carry",
  noMatchTitle: (query: string) => `No brands match “${query}”`,
  noMatchBody: "Check the spelling, or clear the search to see every brand.",
  clearSearch: "Clear search",
  quoteHeading: "Don't see your brand?",
  quoteBody:
    "We can often order parts for makes we don't list. Send us the brand and model number and we'll track the part down, or ask for a quote on a larger order.",
  contactUs: "Contact Us",
  requestQuote: "Request Quote",
} as const;

export const blogPageCopy = {
  title: "Repair Guides & Tips",
  intro:
    "Step-by-step help for fixing appliances and heating and cooling equipment, written at our parts counter from the questions we hear every day.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search repair guides",
  searchButton: "Search",
  /** "13 articles", "1 article matching “filter”". */
  count: (total: number, search: string) =>
    `${formatCount(total, "article")}${search ? ` matching “${search}”` : ""}`,
  updating: "Loading articles…",
  resultsHeading: "Articles",
  noMatchTitle: (search: string) => `No articles match “${search}”`,
  noMatchBody: "Try a shorter search, a part name or an appliance type, or browse the popular topics.",
  clearSearch: "Clear search",
  pastLastPageTitle: "No articles on this page",
  pastLastPageBody: "This page is past the end of the list.",
  firstPage: "Go to the first page",
  topicsHeading: "Popular Topics",
  /** Links into searches of the blog; each finds at least one published guide (content test). */
  topics: [
    { label: "Refrigerators", search: "refrigerator" },
    { label: "Washers", search: "washer" },
    { label: "Dryers", search: "dryer" },
    { label: "Dishwashers", search: "dishwasher" },
    { label: "Air conditioning", search: "air conditioner" },
    { label: "Heat pumps", search: "heat pump" },
    { label: "Furnaces", search: "furnace" },
    { label: "Thermostats", search: "thermostat" },
    { label: "Air filters", search: "filter" },
    { label: "Model numbers", search: "model number" },
  ],
} as const;

export const articlePageCopy = {
  badge: "Repair Guide",
  back: "All articles",
  share: "Share",
  linkCopied: "Link copied",
  copyFailed: "Couldn't copy the link",
  copyFailedBody: (url: string) => `Copy it from here instead: ${url}`,
  helpHeading: "Need a hand with this repair?",
  helpBody: "Call the counter with your model number and we'll find the right part with you, or send us a message.",
  call: (store: Pick<ShopInfo, "phone">) => `Call ${store.phone}`,
  contact: "Contact Us",
  relatedHeading: "Related articles",
} as const;

export const cartPageCopy = {
  title: "Shopping Cart",
  clear: "Clear Cart",
  clearing: "Clearing...",
  itemsHeading: "Items in your cart",
  /** "3 items". */
  count: (lines: number) => `${lines} ${plural(lines, "item")}`,
  placing: "Order placed. Taking you to your confirmation...",
  continueShopping: "Continue Shopping",
  /** Before the link to the quick-order pad. */
  quickOrderLead: "Have a list of part numbers?",
  quickOrder: "Use Quick Order",
  loadError: "We couldn't load your cart.",
  storeError: "We couldn't load the order summary.",
  /** Above the order button after the server refused totals the cart computed from old figures. */
  totalsChanged:
    "Prices or the tax rate changed since you opened your cart. The cart now shows the current total: check it and place your order again.",
  /** Above the order button while lines hold parts out of stock: "Water Filter is out of stock. Remove it to place your order." */
  outOfStock: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} is out of stock. Remove it to place your order.`
      : `${formatList(names)} are out of stock. Remove them to place your order.`,
  /**
   * Above the order button while lines hold more than is on hand:
   * "Only 2 of Water Filter are in stock. Lower the quantity to place your order."
   */
  tooFew: (lines: readonly { name: string; quantityOnHand: number }[]) =>
    `${formatList(lines.map((l) => `only ${l.quantityOnHand} of ${l.name}`)).replace(/^o/, "O")} ${
      lines.length === 1 && lines[0]!.quantityOnHand === 1 ? "is" : "are"
    } in stock. Lower the ${plural(lines.length, "quantity", "quantities")} to place your order.`,
} as const;
