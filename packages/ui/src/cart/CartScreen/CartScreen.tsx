import { pagePaths, type CartItem, type PickupStore } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link, useNavigate } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { orderConflict, useCreateOrder, OrderSummary, type OrderSummaryStore } from "../../orders/index.ts";
import { useCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from "../hooks.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { CartRow, CartRowSkeleton } from "../CartRow/CartRow.tsx";
import { EmptyCart } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { TrashIcon } from "../../design/icons/index.ts";
import type { CustomerInfo } from "../../orders/index.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { cn } from "../../design/utils.ts";
import { cartPageCopy as copy } from "../../shell/page-copy.ts";

/** Placeholder rows while the cart loads. */
export const CART_SKELETON_ROWS = 3;

export type CartScreenProps = Omit<React.ComponentProps<"div">, "children">;

/**
 * The cart page (/cart): 'Shopping Cart', Clear Cart, one row per line with minus, plus and
 * remove (each a call with its toast: 'Cart updated', 'Item removed', 'Cart cleared'), and the
 * Order Summary with the customer form, totals at the store's tax rate and the checkout button.
 * Checkout posts the order (POST /api/orders) and goes to `/?order={orderNumber}`; an order
 * refused because prices, the tax rate or stock changed while the cart was open leaves the cart
 * showing the current figures, the form as filled in, and a notice above the button saying what
 * changed (a price, the tax rate, a part sold out, fewer on hand than a line holds), so the next
 * press places the order. Row skeletons
 * while the cart loads; 'Your cart is empty' with Continue Shopping; a failed load offers a retry.
 */
export function CartScreen({ className, ...props }: CartScreenProps) {
  const cart = useCart();
  const store = useStoreInfo();
  const clear = useClearCart();
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const ids = useId();

  const items = cart.data ?? [];
  // After the order is placed the cart empties before the navigation lands; say what is happening
  // instead of flashing 'Your cart is empty'.
  const placing = (createOrder.isPending || createOrder.data != null) && items.length === 0 && cart.isSuccess;

  // A part that sold out, or a line holding more than is on hand, cannot be ordered; an order
  // refused over changed prices or tax rate was followed by reading the figures again
  // (useCreateOrder): say so above the button, so the next press is an informed one
  // (docs/product.md, Cart).
  // A special order is neither: what the shelf lacks is ordered (docs/product.md, Rules, Special orders).
  const special = (item: CartItem) => item.product.specialOrderDays !== undefined;
  const soldOut = items.filter((item) => !item.product.inStock && !special(item)).map((item) => item.product.name);
  const tooFew = items.filter((item) => item.product.inStock && !special(item) && item.quantity > item.product.quantityOnHand).map((item) => item.product);
  let notice: string | undefined;
  if (soldOut.length > 0) notice = copy.outOfStock(soldOut);
  else if (tooFew.length > 0) notice = copy.tooFew(tooFew);
  else if (orderConflict(createOrder.error) === "totals-changed") notice = copy.totalsChanged;

  const checkout = (customer: CustomerInfo) => {
    if (!store.data) return;
    createOrder.mutate(
      { customer, items, taxRate: store.data.taxRate },
      {
        onSuccess: (receipt) => {
          // The home page shows the confirmation banner for the number.
          if (receipt) void navigate(pagePaths.home(receipt));
        },
      },
    );
  };

  let body: React.ReactNode;
  if (cart.isPending) {
    body = <CartLoading />;
  } else if (cart.isError) {
    body = (
      <ErrorState
        title={copy.loadError}
        message={apiErrorMessage(cart.error)}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  } else if (placing) {
    body = (
      <p role="status" className="py-12 text-center text-lg font-medium">
        {copy.placing}
      </p>
    );
  } else if (items.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby={`${ids}-items`} className="rounded-lg border bg-card px-4 text-card-foreground shadow-xs">
          <h2 id={`${ids}-items`} className="sr-only">
            {copy.itemsHeading}
          </h2>
          <ul role="list" className="divide-y">
            {items.map((item) => (
              <li key={item.id}>
                <CartLine item={item} store={store.data} />
              </li>
            ))}
          </ul>
        </section>
        <SummaryColumn
          items={items}
          store={store}
          onCheckout={checkout}
          submitting={createOrder.isPending}
          notice={notice}
          // The last attempt's details, should the summary be drawn again (a failed store read retried).
          customer={createOrder.variables?.customer}
        />
      </div>
    );
  }

  const hasItems = cart.isSuccess && items.length > 0 && !placing;

  return (
    // At least a screen tall: the cart is the one thing the server cannot draw (it is the visitor's),
    // and whichever way it turns out (empty, or a long list) the footer stays below the fold
    // instead of jumping when it arrives.
    <Page data-slot="cart-screen" gap="md" className={cn("min-h-svh content-start", className)} {...props}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
          {hasItems ? <p className="text-muted-foreground">{copy.count(items.length)}</p> : null}
          <p className="text-sm text-muted-foreground">
            {copy.quickOrderLead}{" "}
            <TextLink to={pagePaths.quickOrder()} className="font-medium">
              {copy.quickOrder}
            </TextLink>
          </p>
        </div>
        {hasItems ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost">
              <Link to={pagePaths.home()}>{copy.continueShopping}</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => clear.mutate()}
              disabled={clear.isPending || createOrder.isPending}
            >
              <TrashIcon />
              {clear.isPending ? copy.clearing : copy.clear}
            </Button>
          </div>
        ) : null}
      </header>
      {body}
    </Page>
  );
}

/** One cart line with its own update and remove calls, so each row shows its own pending state. */
function CartLine({ item, store }: { item: CartItem; store: PickupStore | undefined }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  return (
    <CartRow
      item={item}
      {...(store ? { store } : {})}
      pending={update.isPending || remove.isPending}
      onQuantityChange={(id, quantity) => update.mutate({ id, quantity })}
      onRemove={(id) => remove.mutate(id)}
    />
  );
}

function SummaryColumn({
  items,
  store,
  onCheckout,
  submitting,
  notice,
  customer,
}: {
  items: CartItem[];
  store: ReturnType<typeof useStoreInfo>;
  onCheckout: (customer: CustomerInfo) => void;
  submitting: boolean;
  notice: string | undefined;
  customer: CustomerInfo | undefined;
}) {
  if (store.isError) {
    return (
      <ErrorState
        headingLevel={2}
        title={copy.storeError}
        message={apiErrorMessage(store.error)}
        onRetry={() => void store.refetch()}
        retrying={store.isFetching}
        className="rounded-lg border"
      />
    );
  }
  if (!store.data) return <SummarySkeleton />;
  const facts: OrderSummaryStore = store.data;
  return (
    <OrderSummary
      items={items}
      store={facts}
      onCheckout={onCheckout}
      submitting={submitting}
      notice={notice}
      defaultValues={customer}
      className="lg:sticky lg:top-4"
    />
  );
}

function SummarySkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 rounded-lg border bg-card p-4">
      <Skeleton className="h-7 w-40" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-1.5">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

function CartLoading() {
  return (
    <div aria-busy="true" className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <p role="status" className="sr-only">
        Loading your cart…
      </p>
      <div className="divide-y rounded-lg border bg-card px-4">
        {Array.from({ length: CART_SKELETON_ROWS }, (_, i) => (
          <CartRowSkeleton key={i} />
        ))}
      </div>
      <SummarySkeleton />
    </div>
  );
}
