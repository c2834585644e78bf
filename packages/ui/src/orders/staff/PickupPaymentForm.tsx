import { formatUSD, isMoney, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type Payment, type PaymentMethod, type StaffOrderView } from "@shop/domain";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";

export type PickupPaymentFormProps = {
  order: StaffOrderView;
  pending: boolean;
  /** The API's refusal of the payment, by its field ("payment.method", "payment.amount"). */
  errors: Partial<Record<"method" | "amount", string>>;
  onPaid: (payment: Payment) => void;
  onBack: () => void;
};

/**
 * What "Mark picked up" asks first: how the customer paid and how much was taken (the order's
 * total unless the counter types another amount). The customer is emailed a receipt.
 */
export function PickupPaymentForm({ order, pending, errors, onPaid, onBack }: PickupPaymentFormProps) {
  const id = useId();
  const [method, setMethod] = useState<PaymentMethod>();
  const [amount, setAmount] = useState(order.total);
  const [missing, setMissing] = useState<"method" | "amount">();
  const firstMethod = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMissing("method");
      firstMethod.current?.focus();
      return;
    }
    if (!isMoney(amount.trim())) {
      setMissing("amount");
      amountRef.current?.focus();
      return;
    }
    onPaid({ method, amount: amount.trim() });
  };
  const methodError = missing === "method" ? "Choose how the customer paid" : errors.method;
  const amountError = missing === "amount" ? 'Enter the amount taken, like "12.50"' : errors.amount;
  return (
    <form aria-label="Payment at pickup" noValidate onSubmit={onSubmit} className="basis-full space-y-3 rounded-lg border border-primary p-4">
      <fieldset className="space-y-2" aria-describedby={methodError ? `${id}-method-error` : undefined}>
        <legend className="text-sm font-medium">Paid by</legend>
        <div className="flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((value, index) => (
            <label key={value} className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50">
              <input
                ref={index === 0 ? firstMethod : undefined}
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={method === value}
                aria-invalid={methodError ? true : undefined}
                className="size-4 accent-primary"
                onChange={() => {
                  setMethod(value);
                  setMissing(undefined);
                }}
              />
              {PAYMENT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
        {methodError ? (
          <p id={`${id}-method-error`} className="text-sm text-destructive">
            {methodError}
          </p>
        ) : null}
      </fieldset>
      <Field label="Amount taken" hint={`The order's total is ${formatUSD(order.total)}. The customer is emailed a receipt.`} required error={amountError} className="max-w-xs">
        <Input
          ref={amountRef}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setMissing(undefined);
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Record payment and mark picked up"}
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
