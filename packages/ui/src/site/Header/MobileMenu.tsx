import { pagePaths } from "@shop/domain";
import { NavLink } from "react-router";
import { PhoneIcon } from "../../design/icons/index.ts";
import { serviceAreaText, telHref } from "../../shell/store-text.ts";
import { cn } from "../../design/utils.ts";
import { TodayHours } from "../../orders/index.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "../../design/primitives/Sheet.tsx";
import { cartBadgeText, cartLinkLabel, savedLinkLabel } from "./header-text.ts";
import type { HeaderStore } from "./Header.tsx";
import { HEADER_NAV_LINKS, navLinkClass } from "./nav-links.ts";

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's id, which the menu button names in aria-controls. */
  contentId: string;
  /** Puts focus back on the menu button when the menu closes. */
  onCloseAutoFocus: (event: Event) => void;
  store: HeaderStore;
  cartCount?: number;
  savedCount: number;
  now?: Date;
}

/**
 * The phone's slide-out menu (a modal Sheet): the main navigation, Contact, the cart and saved
 * links with their counts, today's hours and the call button. Its own module, loaded by the
 * Header when the menu button is first reached, so the dialog's code is on no page's first load.
 */
export default function MobileMenu({ open, onOpenChange, contentId, onCloseAutoFocus, store, cartCount, savedCount, now }: MobileMenuProps) {
  const badge = cartBadgeText(cartCount);
  const savedBadge = cartBadgeText(savedCount);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
    <SheetContent side="left" closeLabel="Close menu" id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
      <SheetHeader>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription>{serviceAreaText(store)}</SheetDescription>
      </SheetHeader>
      <nav aria-label="Mobile" className="px-2">
        <ul className="grid gap-1">
          {HEADER_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <SheetClose asChild>
                <NavLink to={link.to} className={cn(navLinkClass, "block text-base")}>
                  {link.label}
                </NavLink>
              </SheetClose>
            </li>
          ))}
          <li>
            <SheetClose asChild>
              <NavLink to={pagePaths.info("contact")} className={cn(navLinkClass, "block text-base")}>
                Contact
              </NavLink>
            </SheetClose>
          </li>
          <li>
            <SheetClose asChild>
              <NavLink to={pagePaths.cart()} className={cn(navLinkClass, "flex items-center justify-between text-base")}>
                <span className="sr-only">{cartLinkLabel(cartCount)}</span>
                <span aria-hidden="true">Cart</span>
                {badge ? (
                  <span aria-hidden="true" className="rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground">
                    {badge}
                  </span>
                ) : null}
              </NavLink>
            </SheetClose>
          </li>
          <li>
            <SheetClose asChild>
              <NavLink to={pagePaths.saved()} className={cn(navLinkClass, "flex items-center justify-between text-base")}>
                <span className="sr-only">{savedLinkLabel(savedCount)}</span>
                <span aria-hidden="true">Saved parts</span>
                {savedBadge ? (
                  <span aria-hidden="true" className="rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground">
                    {savedBadge}
                  </span>
                ) : null}
              </NavLink>
            </SheetClose>
          </li>
        </ul>
      </nav>
      <SheetFooter>
        <TodayHours store={store} now={now} className="text-sm" />
        <Button asChild>
          <a href={telHref(store.phoneE164)}>
            <PhoneIcon />
            Call {store.phone}
          </a>
        </Button>
      </SheetFooter>
    </SheetContent>
    </Sheet>
  );
}
