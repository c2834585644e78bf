import { pagePaths } from "@shop/domain";

/** The main navigation, in the order the header and the mobile menu show it. */
export const HEADER_NAV_LINKS = [
  { to: pagePaths.brands(), label: "Brands" },
  { to: pagePaths.type("appliance"), label: "Appliance Parts" },
  { to: pagePaths.type("hvac"), label: "HVAC Parts" },
  // Beside the search: a list of part numbers at once (docs/product.md, Quick order).
  { to: pagePaths.quickOrder(), label: "Quick Order" },
  { to: pagePaths.blog(), label: "Blog" },
] as const;

/** A navigation link in the header and the phone's menu; the current page's is underlined. */
export const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4";
