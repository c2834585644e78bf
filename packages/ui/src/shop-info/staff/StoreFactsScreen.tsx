import { WEEKDAYS, type ShopInfo } from "@shop/domain";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type * as React from "react";
import { ApiError, apiErrorMessage } from "../../client/client.ts";
import { useStaffStore, useStaffStoreEdit, useStaffStoreHistory } from "./hooks.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Checkbox } from "../../design/primitives/Checkbox.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { ChangeHistory } from "../../staff/index.ts";
import { controlOfError, draftOf, editOf, type StoreDraft, type StoreTextField } from "./store-facts-form.ts";

const legendClass = "mb-3 text-lg font-semibold";
const groupClass = "grid gap-4 rounded-lg border p-4 sm:grid-cols-2";

type FieldOptions = { hint?: string; type?: string; inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]; wide?: boolean; rows?: number };

/** The store's facts in one form, from the record it was loaded with; what was typed stays after a refusal. */
function StoreForm({ store }: { store: ShopInfo }) {
  const save = useStaffStoreEdit();
  const [draft, setDraft] = useState<StoreDraft>(() => draftOf(store));
  const [saved, setSaved] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const refusal = save.error instanceof ApiError ? save.error.body : undefined;
  const errorControl = controlOfError(refusal?.field);
  const general = save.isError && !errorControl ? apiErrorMessage(save.error) : undefined;

  // A refused field gets the focus, so the keyboard and the screen reader land on what to fix.
  useEffect(() => {
    if (!errorControl) return;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${errorControl}"]`);
    control?.focus();
  }, [errorControl, save.error]);

  const errorFor = (control: string) => (control === errorControl ? refusal?.message : undefined);
  const setText = (field: StoreTextField, value: string) => setDraft((d) => ({ ...d, text: { ...d.text, [field]: value } }));

  const text = (field: StoreTextField, label: string, options: FieldOptions = {}) => (
    <Field label={label} hint={options.hint} error={errorFor(field)} className={options.wide ? "sm:col-span-2" : undefined}>
      {options.rows ? (
        <Textarea name={field} rows={options.rows} value={draft.text[field]} onChange={(e) => setText(field, e.target.value)} />
      ) : (
        <Input
          name={field}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          value={draft.text[field]}
          onChange={(e) => setText(field, e.target.value)}
        />
      )}
    </Field>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    save.mutate(editOf(draft), {
      onSuccess: (record) => {
        setDraft(draftOf(record));
        setSaved(JSON.stringify(record) === JSON.stringify(store) ? "Nothing to save: no field was changed." : "Saved. Every page shows the new facts from now on.");
      },
    });
  };

  return (
    <form ref={formRef} aria-label="The store's facts" noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className={groupClass}>
        <legend className={legendClass}>Shop</legend>
        {text("name", "Name")}
        {text("tagline", "Tagline", { hint: "One line under the name in search results and the home page." })}
        {text("phone", "Phone", { type: "tel", hint: 'As shown: "(850) 555-0142".' })}
        {text("phoneE164", "Phone for call links", { type: "tel", hint: 'With the country code: "+18505550142".' })}
        {text("email", "Email", { type: "email", hint: "Shown to customers; the shop's emails come from it." })}
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Address</legend>
        {text("address.street", "Street", { wide: true })}
        {text("address.city", "City")}
        {text("address.region", "State")}
        {text("address.postalCode", "ZIP code", { inputMode: "numeric" })}
      </fieldset>

      <fieldset className="rounded-lg border p-4">
        <legend className={legendClass}>Hours</legend>
        <p className="mb-3 text-sm text-muted-foreground">24-hour times, in the store's time zone ({store.timeZone}).</p>
        <div className="grid gap-3">
          {WEEKDAYS.map((day) => {
            const hours = draft.hours[day];
            const setDay = (change: Partial<typeof hours>) => setDraft((d) => ({ ...d, hours: { ...d.hours, [day]: { ...d.hours[day], ...change } } }));
            return (
              <fieldset key={day} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_1fr_1fr_auto]">
                <legend className="sr-only">{day}</legend>
                <span aria-hidden="true" className="col-span-2 font-medium sm:col-span-1 sm:self-center">
                  {day}
                </span>
                <Field label="Opens" error={errorFor(`hours.${day}.opens`)} disabled={hours.closed}>
                  <Input name={`hours.${day}.opens`} type="time" value={hours.opens} onChange={(e) => setDay({ opens: e.target.value })} />
                </Field>
                <Field label="Closes" error={errorFor(`hours.${day}.closes`)} disabled={hours.closed}>
                  <Input name={`hours.${day}.closes`} type="time" value={hours.closes} onChange={(e) => setDay({ closes: e.target.value })} />
                </Field>
                <div className="flex items-center gap-2 sm:pb-2">
                  <Checkbox id={`closed-${day}`} checked={hours.closed} onCheckedChange={(checked) => setDay({ closed: checked === true })} />
                  <Label htmlFor={`closed-${day}`}>Closed</Label>
                </div>
              </fieldset>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Pickup and tax</legend>
        {text("sameDayPickupCutoff", "Same-day pickup order-by time", { type: "time", hint: "Orders placed by then are ready the same day." })}
        {text("taxRate", "Sales tax rate", { inputMode: "decimal", hint: "A decimal fraction: 0.075 for 7.5%. Every new cart and order uses it." })}
        {text("pickupHoldDays", "Pickup hold (days)", {
          inputMode: "numeric",
          hint: "1 to 60. A ready order not picked up by then is cancelled and its parts go back on the shelf; the customer is reminded two days before.",
        })}
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Service area</legend>
        {text("serviceTowns", "Towns served", { rows: 4, hint: "One town per line." })}
        {text("serviceRadiusMiles", "Service radius (miles)", { inputMode: "numeric" })}
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Shipping</legend>
        {text("shipping.localDelivery.price", "Local delivery price", { inputMode: "decimal", hint: 'An amount: "15.00".' })}
        {text("shipping.localDelivery.freeOver", "Free local delivery over", { inputMode: "decimal" })}
        {text("shipping.localDelivery.radiusMiles", "Local delivery radius (miles)", { inputMode: "numeric" })}
        {text("shipping.localDelivery.delivery", "Local delivery time")}
        {text("shipping.signatureRequiredOver", "Signature required over", { inputMode: "decimal" })}
        {text("shipping.processing", "Processing time")}
        {text("shipping.specialOrderProcessing", "Special-order processing time")}
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Returns</legend>
        {text("returns.days", "Return window (days)", { inputMode: "numeric" })}
        {text("returns.wrongPartExchangeDays", "Wrong-part exchange (days)", { inputMode: "numeric" })}
        {text("returns.specialOrderRestockingFeePercent", "Special-order restocking fee (%)", { inputMode: "numeric" })}
        {text("returns.cardRefund", "Card refund time")}
        <div className="flex items-center gap-2">
          <Checkbox id="receipt-required" checked={draft.receiptRequired} onCheckedChange={(checked) => setDraft((d) => ({ ...d, receiptRequired: checked === true }))} />
          <Label htmlFor="receipt-required">A receipt is required for returns</Label>
        </div>
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Warranty</legend>
        {text("warranty.oem", "OEM parts")}
        {text("warranty.aftermarket", "Aftermarket parts")}
        {text("warranty.claimResolution", "Claim resolution")}
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Online order limits</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          What one guest may order online; above these the storefront asks them to call the shop. An order counts as open until it is picked up or
          cancelled.
        </p>
        {text("guestOrderLimits.quantityPerLine", "Most of one part in an order", { inputMode: "numeric", hint: "1 to 99." })}
        {text("guestOrderLimits.linesPerOrder", "Most different parts in an order", { inputMode: "numeric", hint: "1 to 200." })}
        {text("guestOrderLimits.openValuePerEmail", "Most in open orders per email", { inputMode: "decimal", hint: 'An amount with tax: "1500.00".' })}
        {text("guestOrderLimits.openValuePerAddress", "Most in open orders per internet address", {
          inputMode: "decimal",
          hint: "For all the guests at one address, as the server sees it.",
        })}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save changes"}
        </Button>
        <p role="status" className="text-sm font-medium">
          {saved}
        </p>
        {general ? (
          <p role="alert" className="basis-full text-sm font-medium text-destructive">
            {general}
          </p>
        ) : errorControl ? (
          <p role="alert" className="basis-full text-sm font-medium text-destructive">
            Not saved: {refusal?.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The store record's last changes, newest first. */
function StoreHistory() {
  const history = useStaffStoreHistory();
  return <ChangeHistory title="Recent changes" headingId="store-history" entries={history.data} error={history.error ?? undefined} />;
}

/**
 * The store's facts (/staff/store; docs/product.md, Back office: Store): name, phone, email,
 * address, hours, order-by time, tax rate, service area, the shipping, return and warranty
 * terms and the online order limits in one form, checked by the API field by field; every page
 * shows a save on its next request. Below it, the last changes with who made them.
 */
export function StoreFactsScreen() {
  const store = useStaffStore();
  if (store.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the store's facts" className="space-y-4">
        <title>Store · Back office</title>
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (store.isError) {
    return (
      <>
        <title>Store · Back office</title>
        <ErrorState title="The store's facts could not be loaded" message={apiErrorMessage(store.error)} onRetry={() => void store.refetch()} retrying={store.isFetching} />
      </>
    );
  }
  return (
    <div className="space-y-8">
      <title>Store · Back office</title>
      <h1 className="text-2xl font-bold">Store</h1>
      <StoreForm store={store.data} />
      <StoreHistory />
    </div>
  );
}
