import { onOrderLineText, ORDER_STATUS_LABELS, restockingFeeText, waitingLines, type CustomerOrderView, type OrderStatus, type ShopInfo } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { useOrder } from "../hooks.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { hoursFacts } from "../../shop-info/index.ts";
import { formatUSD } from "../../design/format.ts";
import { CircleCheckIcon, ClockIcon, PackageIcon, XIcon } from "../../design/icons/index.ts";
import { formatAddress, sameDayPickupText, telHref } from "../../shell/store-text.ts";
import { cn } from "../../design/utils.ts";
import { StoreAddressLine, StorePhoneLine, storeLinkClass } from "../../shell/StoreLines.tsx";
import { pageStatusOf } from "../../shell/page-status.ts";
import { FindOrderForm, findOrderCopy } from "../FindOrderScreen/FindOrderForm.tsx";
import { OrderCodes } from "../OrderCodes/OrderCodes.tsx";
import { ArrivalCard } from "./ArrivalCard.tsx";

/** The words of the order page (docs/product.md, Pages, Your order). */
export const orderPageCopy = {
  title: (orderNumber: string) => `Order ${orderNumber}`,
  notFoundTitle: "Order not found",
  notFound: "Check the link in your email, or find your order by its number and the email you ordered with.",
  loading: "Loading your order…",
  errorTitle: "Couldn't load this order",
  errorMessage: "Failed to fetch the order. Check your connection and try again.",
  received: "We are getting your parts together. We will email you when they are ready.",
  specialOrder: (fee: string) => `Parts on special order come from our distributor by the day shown beside them. ${fee}`,
  ready: "Your parts are waiting for you at the counter.",
  bring: "Bring your order number and a photo ID. You pay at the counter when you pick up.",
  holdUntil: (until: string) => `We keep it for you until ${until}. After that the order is cancelled and the parts go back on the shelf.`,
  pickedUp: "You picked up this order. Thank you for shopping with us.",
  cancelled: (reason: string | undefined) => (reason ? `This order was cancelled: ${reason}` : "This order was cancelled."),
  questions: "Questions about your order? Call",
  codeTitle: "Your order code",
  codeHelp: "Show it at the counter, on your phone or on paper: we scan it to find your order.",
} as const;

/** When the order was placed, in the shop's own time zone: "November 23, 2026 at 9:05 AM". */
const formatPlacedAt = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(iso));

export type OrderScreenProps = {
  /** From the address: `/orders/{orderNumber}`. */
  orderNumber: string;
  /** The `?key=` of the address; empty when there is none (the order then does not open). */
  orderKey: string;
};

/**
 * The customer's order page (`/orders/{orderNumber}?key=`): the status in words and what it means
 * for the customer, the lines, the totals, and where and when to pick up. A wrong key and an
 * unknown number read the same ("Order not found"), with the "Find my order" form; a failed load
 * offers to try again. Never indexed or cached (docs/architecture.md, Order page keys).
 */
export function OrderScreen({ orderNumber, orderKey }: OrderScreenProps) {
  const order = useOrder(orderNumber, orderKey);
  const store = useStoreInfo().data;
  const status = pageStatusOf(order);

  if (status === "not-found") return <OrderNotFound orderNumber={orderNumber} />;
  if (status === "error") {
    return (
      <Page padding="listing">
        <ErrorState
          headingLevel={1}
          title={orderPageCopy.errorTitle}
          message={orderPageCopy.errorMessage}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
      </Page>
    );
  }
  if (!order.data || !store) return <OrderSkeleton />;
  return <OrderDetails order={order.data} store={store} />;
}

function OrderNotFound({ orderNumber }: { orderNumber: string }) {
  const headingId = useId();
  return (
    <Page width="narrow" gap="lg" data-slot="order-not-found">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{orderPageCopy.notFoundTitle}</h1>
        <p className="text-muted-foreground">{orderPageCopy.notFound}</p>
      </div>
      <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
        <h2 id={headingId} className="text-xl font-semibold">
          {findOrderCopy.title}
        </h2>
        <FindOrderForm defaultOrderNumber={orderNumber} />
      </section>
    </Page>
  );
}

function OrderSkeleton() {
  return (
    <Page width="medium" gap="lg" aria-busy="true">
      <p role="status" className="sr-only">
        {orderPageCopy.loading}
      </p>
      <SkeletonLines aria-hidden="true" className="grid gap-6" lines={["h-9 w-72 max-w-full", "h-28 w-full", "h-48 w-full"]} />
    </Page>
  );
}

const STATUS_ICON: Record<OrderStatus, React.ReactNode> = {
  received: <ClockIcon className="size-6 shrink-0 text-primary" />,
  ready: <PackageIcon className="size-6 shrink-0 text-success" />,
  "picked-up": <CircleCheckIcon className="size-6 shrink-0 text-success" />,
  cancelled: <XIcon className="size-6 shrink-0 text-destructive" />,
};

const STATUS_BORDER: Record<OrderStatus, string> = {
  received: "border-l-primary",
  ready: "border-l-success",
  "picked-up": "border-l-success",
  cancelled: "border-l-destructive",
};

function OrderDetails({ order, store }: { order: CustomerOrderView; store: ShopInfo }) {
  const ids = useId();
  return (
    <Page width="medium" gap="lg" data-slot="order-page" data-status={order.status}>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">
          Order <span className="font-mono">{order.orderNumber}</span>
        </h1>
        <p className="text-muted-foreground">
          Placed {formatPlacedAt(order.createdAt, store.timeZone)} by {order.name}
        </p>
      </div>

      <section
        aria-labelledby={`${ids}-status`}
        data-slot="order-status"
        className={cn("flex gap-3 rounded-lg border border-l-4 bg-card p-4 text-card-foreground shadow-xs sm:gap-4 sm:p-5", STATUS_BORDER[order.status])}
      >
        <span className="mt-0.5">{STATUS_ICON[order.status]}</span>
        <div className="grid gap-1.5">
          <h2 id={`${ids}-status`} className="text-lg font-semibold">
            <span className="sr-only">Status: </span>
            {ORDER_STATUS_LABELS[order.status]}
          </h2>
          <StatusMeaning order={order} store={store} />
        </div>
      </section>

      {order.status === "ready" ? <ArrivalCard order={order} /> : null}

      {order.codes ? (
        <section aria-labelledby={`${ids}-code`} data-slot="order-code" className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
          <div className="grid gap-1">
            <h2 id={`${ids}-code`} className="text-lg font-semibold">
              {orderPageCopy.codeTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{orderPageCopy.codeHelp}</p>
          </div>
          <OrderCodes orderNumber={order.orderNumber} codes={order.codes} className="justify-self-start" />
        </section>
      ) : null}

      {/* By the page's own width, not the window's: the same layout wherever the page is drawn. */}
      <div className="@container">
        <div className="grid gap-6 @2xl:grid-cols-[1fr_18rem] @2xl:items-start">
          <OrderLines order={order} headingId={`${ids}-lines`} />
          <PickupCard store={store} headingId={`${ids}-pickup`} />
        </div>
      </div>
    </Page>
  );
}

function StatusMeaning({ order, store }: { order: CustomerOrderView; store: ShopInfo }) {
  const phone = (
    <a href={telHref(store.phoneE164)} className={storeLinkClass}>
      {store.phone}
    </a>
  );
  switch (order.status) {
    case "received":
      return (
        <>
          <p>{orderPageCopy.received}</p>
          <p className="text-sm text-muted-foreground">
            {waitingLines(order) > 0 ? orderPageCopy.specialOrder(restockingFeeText(store)) : `${sameDayPickupText(store.sameDayPickupCutoff)}.`}
          </p>
        </>
      );
    case "ready":
      return (
        <>
          <p>
            {orderPageCopy.ready} Pick up at {store.name}, {formatAddress(store.address)}.
          </p>
          <p className="font-medium">{orderPageCopy.bring}</p>
          {order.holdUntil ? <p className="text-sm text-muted-foreground">{orderPageCopy.holdUntil(formatPlacedAt(order.holdUntil, store.timeZone))}</p> : null}
        </>
      );
    case "picked-up":
      return <p>{orderPageCopy.pickedUp}</p>;
    case "cancelled":
      return (
        <>
          <p>{orderPageCopy.cancelled(order.cancelReason)}</p>
          <p className="text-sm text-muted-foreground">
            {orderPageCopy.questions} {phone}.
          </p>
        </>
      );
  }
}

function OrderLines({ order, headingId }: { order: CustomerOrderView; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        Parts in this order
      </h2>
      <ul role="list" className="divide-y">
        {order.items.map((line) => (
          <li key={`${line.productId}-${line.partNumber}`} className="flex items-start justify-between gap-4 py-3 first:pt-0">
            <div className="grid gap-0.5">
              <span className="font-medium">{line.name}</span>
              <span className="text-sm text-muted-foreground">
                Part number <span className="font-mono">{line.partNumber}</span> · Quantity {line.quantity}
              </span>
              {line.onOrder ? (
                <span data-slot="order-line-special" className="text-sm font-medium">
                  {onOrderLineText(line)}
                </span>
              ) : null}
            </div>
            <span className="font-medium tabular-nums">{formatUSD(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-3 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{formatUSD(order.subtotal)}</dd>
        <dt>Tax</dt>
        <dd className="text-right tabular-nums">{formatUSD(order.tax)}</dd>
        <dt className="text-base font-semibold">Total</dt>
        <dd className="text-right text-base font-semibold tabular-nums">{formatUSD(order.total)}</dd>
      </dl>
    </section>
  );
}

function PickupCard({ store, headingId }: { store: ShopInfo; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-xs sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        Pickup
      </h2>
      <address className="grid gap-3 not-italic">
        <StoreAddressLine store={store} />
        <StorePhoneLine store={store} />
      </address>
      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <ClockIcon className="size-4 text-muted-foreground" />
          Opening hours
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {hoursFacts(store).map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="font-medium">{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
