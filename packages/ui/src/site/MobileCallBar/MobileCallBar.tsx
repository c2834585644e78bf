import type { ShopInfo } from "@shop/domain";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { directionsUrl, formatAddress, telHref } from "../../shell/store-text.ts";
import { NavigationIcon, PhoneIcon } from "../../design/icons/index.ts";
import { Button } from "../../design/primitives/Button.tsx";

/** What the bar reads from the `store` record. */
export type MobileCallBarStore = Pick<ShopInfo, "phone" | "phoneE164" | "address">;

export type MobileCallBarProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The shop's phone (dialled from `phoneE164`) and address (for the directions link). */
  store: MobileCallBarStore;
  /**
   * Renders an empty block of the bar's height in the page flow, so the fixed bar never covers
   * the end of the page (the footer's last line). Default true; turn it off when the layout
   * reserves the space itself.
   */
  spacer?: boolean;
};

/**
 * The bottom call bar on phones: Call (a `tel:` link) and Directions (the maps app, in a new tab),
 * fixed to the bottom of the screen and hidden from `md` up, where the header shows the phone.
 * A navigation landmark named "Call or visit the store".
 */
export function MobileCallBar({ store, spacer = true, className, ...props }: MobileCallBarProps) {
  return (
    <>
      {spacer ? <div aria-hidden="true" data-slot="mobile-call-bar-spacer" className="h-16 md:hidden" /> : null}
      <nav
        aria-label="Call or visit the store"
        data-slot="mobile-call-bar"
        className={cn(
          "fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden",
          className,
        )}
        {...props}
      >
        <div className="grid h-16 grid-cols-2 items-center gap-2 px-3">
          <Button asChild size="lg" className="w-full">
            <a href={telHref(store.phoneE164)}>
              <PhoneIcon />
              Call
              <span className="sr-only"> {store.phone}</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full">
            <a href={directionsUrl(store.address)} target="_blank" rel="noopener noreferrer">
              <NavigationIcon />
              Directions
              <span className="sr-only">
                {" "}
                to {formatAddress(store.address)} (opens in a new tab)
              </span>
            </a>
          </Button>
        </div>
      </nav>
    </>
  );
}
