import { pagePaths, type ShopInfo } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { CircleCheckIcon, XIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { formatAddress, sameDayPickupText, telHref } from "../../shell/store-text.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";

/** What the banner reads from the `store` record. */
export type OrderConfirmationStore = Pick<ShopInfo, "name" | "phone" | "phoneE164" | "address" | "sameDayPickupCutoff">;

export type OrderConfirmationProps = Omit<React.ComponentProps<"div">, "children" | "role"> & {
  /** The shop's order number from POST /api/orders: "TLH-20261122-00042". */
  orderNumber: string;
  /** The key of the order's own page, from the order's answer: the banner links to `/orders/{number}?key=`. */
  orderKey: string;
  /** The store's address, phone and same-day pickup cut-off. */
  store: OrderConfirmationStore;
  /** Called by the dismiss button (the app drops `?order=` from the URL). Omit it to hide the button. */
  onDismiss?: () => void;
};

/**
 * Reserved for the banner on `/?order=` while the browser asks whether the order is this
 * session's: the banner, and what stands in for it, take at least this much, so the page below
 * does not jump when it arrives.
 */
export const ORDER_BANNER_MIN_HEIGHT = "min-h-44 sm:min-h-36";

/**
 * The home page's banner after an order (`/?order={orderNumber}`), shown once the order is known
 * to be this browser's: "Order {number} received", that an email follows when it is ready, the
 * same-day cut-off, where and whom to call (all from the `store` record), a link to the order's
 * own page and to "Find my order". A polite live region (`role="status"`), so a screen reader
 * reads it when it appears, with a dismiss button.
 */
export function OrderConfirmation({ orderNumber, orderKey, store, onDismiss, className, ...props }: OrderConfirmationProps) {
  const headingId = useId();
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      data-slot="order-confirmation"
      className={cn(
        "relative flex gap-3 rounded-lg border border-l-4 border-l-success bg-card p-4 text-card-foreground shadow-xs sm:gap-4 sm:p-5",
        ORDER_BANNER_MIN_HEIGHT,
        onDismiss && "pr-12",
        className,
      )}
      {...props}
    >
      <CircleCheckIcon className="mt-0.5 size-6 shrink-0 text-success" />
      <div className="grid gap-1.5">
        <h2 id={headingId} className="text-lg leading-snug font-semibold">
          Order <span className="font-mono">{orderNumber}</span> received
        </h2>
        <p>We will email you when it is ready for pickup.</p>
        <p className="text-sm text-muted-foreground">
          {sameDayPickupText(store.sameDayPickupCutoff)}. Pick up at {store.name},{" "}
          {formatAddress(store.address)}. Questions? Call{" "}
          <a
            href={telHref(store.phoneE164)}
            className="rounded-sm font-medium whitespace-nowrap text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {store.phone}
          </a>
          .
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
          <Button asChild size="sm">
            <Link to={pagePaths.order({ orderNumber, key: orderKey })}>View your order</Link>
          </Button>
          <TextLink to={pagePaths.orderLookup()} className="text-sm">
            Find my order
          </TextLink>
        </p>
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss} className="absolute top-2 right-2">
          <XIcon />
        </Button>
      ) : null}
    </div>
  );
}
