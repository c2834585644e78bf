import { computeTotals, formatRate, formatUSD, restockingFeeText, type CartItem, type ShopInfo, type CustomerInfo } from "@shop/domain";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { plural } from "../../design/format.ts";
import { cn } from "../../design/utils.ts";
import { AlertTriangleIcon, MapPinIcon } from "../../design/icons/index.ts";
import { PickupTime } from "../PickupTime/PickupTime.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../design/primitives/Card.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { toast } from "../../design/primitives/toast-store.ts";
import { CUSTOMER_FIELDS, MISSING_CUSTOMER_INFO_TOAST, missingCustomerFields, trimCustomerInfo } from "./customer-info.ts";

/** What the summary reads from the `store` record. */
export type OrderSummaryStore = Pick<ShopInfo, "taxRate" | "sameDayPickupCutoff" | "hours" | "timeZone" | "returns">;

export type OrderSummaryProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The cart lines; subtotal, tax and total are computed from them in cents (computeTotals). */
  items: ReadonlyArray<Pick<CartItem, "unitPrice" | "quantity"> & { product?: Pick<CartItem["product"], "specialOrderDays" | "quantityOnHand"> }>;
  /** The tax rate, hours and same-day pickup cut-off come from the `store` record. */
  store: OrderSummaryStore;
  /** A fixed time for the pickup line (stories, tests); left out, the live clock after mount. */
  now?: Date;
  /**
   * Called with the trimmed email, name and phone when all three are filled in and the cart is
   * not empty. With a field missing the toast "Customer information required" shows instead and
   * this is not called; with an empty cart nothing happens.
   */
  onCheckout: (info: CustomerInfo) => void;
  /** The order is being created: the button reads "Creating Order..." and the form is disabled. Default false. */
  submitting?: boolean;
  /** Values to start the form with (a returning visitor's details). */
  defaultValues?: Partial<CustomerInfo>;
  /** The checkout button's text. Default "Place Pickup Order". */
  checkoutLabel?: string;
  /**
   * What the visitor must know before placing the order (the figures changed since the cart
   * opened, a part sold out), shown just above the button in a polite live region, so it is
   * announced when it appears, and read as the button's description.
   */
  notice?: React.ReactNode;
};

const FIELD_PROPS = {
  email: { label: "Email", type: "email", autoComplete: "email", inputMode: "email", placeholder: "you@example.com" },
  name: { label: "Name", type: "text", autoComplete: "name", inputMode: "text", placeholder: "First and last name" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel", inputMode: "tel", placeholder: "(850) 555-0100" },
} as const;

/**
 * The cart page's Order Summary card: the customer information form (email, name, phone), the
 * subtotal, tax and total, the pickup note with the live pickup time, the checkout button and
 * "Pay at the counter when you pick up" (there is no online payment).
 * Checkout needs all three fields (after trimming) and a cart with something in it; a missing
 * field shows the destructive toast "Customer information required", marks the empty fields and
 * moves focus to the first. Never fetches: `onCheckout` creates the order.
 */
export function OrderSummary({
  items,
  store,
  onCheckout,
  submitting = false,
  defaultValues,
  checkoutLabel = "Place Pickup Order",
  notice,
  now,
  className,
  ...props
}: OrderSummaryProps) {
  const titleId = useId();
  const fieldsNoteId = useId();
  const emptyNoteId = useId();
  const noticeId = useId();
  // Lines holding more than is on hand of a special order: their rest is ordered from the distributor.
  const specialLines = items.filter(({ product, quantity }) => product?.specialOrderDays !== undefined && quantity > product.quantityOnHand).length;
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(submitting);

  // Disabling the form while the order is created drops the focus to the page. When the form
  // comes back (the order failed, or the cart changed and a notice says so), the focus goes back
  // to the button, so a keyboard user carries on from where they were instead of the page's top.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasSubmitting.current && !submitting && lost) buttonRef.current?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof CustomerInfo>>(() => new Set());

  const totals = computeTotals(items, store.taxRate);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const empty = items.length === 0;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || submitting) return;
    const data = new FormData(event.currentTarget);
    const info = trimCustomerInfo({
      email: String(data.get("email") ?? ""),
      name: String(data.get("name") ?? ""),
      phone: String(data.get("phone") ?? ""),
    });
    const missing = missingCustomerFields(info);
    setInvalid(new Set(missing));
    if (missing.length > 0) {
      toast(MISSING_CUSTOMER_INFO_TOAST);
      const [first] = missing;
      const input = first ? formRef.current?.elements.namedItem(first) : null;
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    onCheckout(info);
  };

  const clearInvalid = (field: keyof CustomerInfo) => {
    if (!invalid.has(field)) return;
    const next = new Set(invalid);
    next.delete(field);
    setInvalid(next);
  };

  return (
    <Card data-slot="order-summary" className={cn("gap-0 py-0", className)} {...props}>
      <form
        ref={formRef}
        aria-labelledby={titleId}
        aria-busy={submitting}
        data-state={submitting ? "submitting" : "idle"}
        onSubmit={handleSubmit}
        className="flex flex-col gap-5 py-5"
      >
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId} className="text-xl">
              Order Summary
            </h2>
          </CardTitle>
        </CardHeader>

        <CardContent className="grid gap-5">
          <fieldset disabled={submitting} aria-describedby={fieldsNoteId} className="grid gap-3">
            <legend className="font-semibold">Customer Information</legend>
            <p id={fieldsNoteId} className="-mt-1 text-sm text-muted-foreground">
              All fields are required. We use them only to arrange your pickup.
            </p>
            {CUSTOMER_FIELDS.map((field) => {
              const { label, ...inputProps } = FIELD_PROPS[field];
              // aria-required, not required: the browser's own bubble would come before the toast.
              return (
                <Field key={field} label={label} required invalid={invalid.has(field)}>
                  <Input name={field} defaultValue={defaultValues?.[field]} onChange={() => clearInvalid(field)} {...inputProps} />
                </Field>
              );
            })}
          </fieldset>

          <dl data-slot="order-summary-totals" className="grid gap-2 border-t pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">
                Subtotal ({itemCount} {plural(itemCount, "item")})
              </dt>
              <dd className="font-medium tabular-nums">{formatUSD(totals.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Tax ({formatRate(store.taxRate)})</dt>
              <dd className="font-medium tabular-nums">{formatUSD(totals.tax)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatUSD(totals.total)}</dd>
            </div>
          </dl>

          <div data-slot="order-summary-pickup" className="grid gap-1 rounded-md bg-muted p-3 text-sm">
            <p className="font-semibold">Store pickup only</p>
            <PickupTime store={store} now={now} />
            {specialLines > 0 ? (
              // Said before the order is placed (docs/product.md, Rules, Special orders).
              <p data-slot="order-summary-special" className="font-medium">
                {specialLines === 1 ? "1 line is a special order" : `${specialLines} lines are special orders`}, ordered from our distributor:
                we&apos;ll email you when the whole order is ready. {restockingFeeText(store)}
              </p>
            ) : null}
            <p className="text-muted-foreground">We&apos;ll email you when it is ready for pickup.</p>
          </div>
        </CardContent>

        <CardFooter className="flex-col items-stretch gap-3">
          {/* Always in the page, so a screen reader announces the notice when it is filled in. */}
          <div role="status" id={noticeId} data-slot="order-summary-notice" className="empty:hidden">
            {notice ? (
              <p className="flex gap-2 rounded-md border border-warning bg-warning/15 p-3 text-sm">
                <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
                <span>{notice}</span>
              </p>
            ) : null}
          </div>
          <Button
            ref={buttonRef}
            type="submit"
            size="lg"
            disabled={submitting || empty}
            aria-describedby={[empty ? emptyNoteId : "", notice ? noticeId : ""].join(" ").trim() || undefined}
            className="w-full"
          >
            {submitting ? "Creating Order..." : checkoutLabel}
          </Button>
          {empty ? (
            <p id={emptyNoteId} className="text-center text-sm text-muted-foreground">
              Add parts to your cart to place an order.
            </p>
          ) : null}
          <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" />
            Pay at the counter when you pick up.
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
