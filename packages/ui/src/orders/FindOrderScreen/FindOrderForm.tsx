import { pagePaths } from "@shop/domain";
import { useId, useRef, useState } from "react";
import type * as React from "react";
import { useNavigate } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useFindOrder } from "../hooks.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { AlertTriangleIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";

/** The words of "Find my order" (docs/product.md, Pages, Find my order). */
export const findOrderCopy = {
  title: "Find my order",
  intro: "Enter your order number (it starts with TLH-, and is in your confirmation email) and the email you ordered with.",
  orderNumber: "Order number",
  email: "Email",
  submit: "Find my order",
  submitting: "Finding your order...",
  orderNumberRequired: "Enter your order number",
  emailRequired: "Enter the email you ordered with",
} as const;

type FindField = "orderNumber" | "email";

export type FindOrderFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  /** The order number to start from: the one in the address of an order page that did not open. */
  defaultOrderNumber?: string;
};

/**
 * The "Find my order" form: order number and email, both required (checked here first, so the
 * messages sit under their fields). A match goes to the order's page with its key; a miss, too
 * many tries (429) or a refused field shows the API's own message in an alert above the button,
 * the same for every miss, so the form tells nothing about which half was wrong.
 */
export function FindOrderForm({ defaultOrderNumber, className, ...props }: FindOrderFormProps) {
  const find = useFindOrder();
  const navigate = useNavigate();
  const alertId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FindField, string>>>({});

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (find.isPending) return;
    const form = new FormData(event.currentTarget);
    const orderNumber = String(form.get("orderNumber") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    const found: Partial<Record<FindField, string>> = {
      ...(orderNumber ? {} : { orderNumber: findOrderCopy.orderNumberRequired }),
      ...(email ? {} : { email: findOrderCopy.emailRequired }),
    };
    setErrors(found);
    find.reset();
    const firstWrong = (["orderNumber", "email"] as const).find((field) => found[field]);
    if (firstWrong) {
      const element = formRef.current?.elements.namedItem(firstWrong);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    find.mutate({ orderNumber, email }, { onSuccess: (order) => void navigate(pagePaths.order(order)) });
  };

  const clearError = (field: FindField) => {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={findOrderCopy.title}
      aria-busy={find.isPending}
      onSubmit={onSubmit}
      className={cn("grid gap-4", className)}
      {...props}
    >
      <Field label={findOrderCopy.orderNumber} error={errors.orderNumber} required>
        <Input
          name="orderNumber"
          defaultValue={defaultOrderNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="TLH-20261123-7QK4M"
          maxLength={40}
          onChange={() => clearError("orderNumber")}
        />
      </Field>
      <Field label={findOrderCopy.email} error={errors.email} required>
        <Input name="email" type="email" inputMode="email" autoComplete="email" maxLength={254} onChange={() => clearError("email")} />
      </Field>
      {/* Always in the page, so a screen reader announces the message when it is filled in. */}
      <div role="alert" id={alertId} className="empty:hidden">
        {find.isError ? (
          <p className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>{apiErrorMessage(find.error)}</span>
          </p>
        ) : null}
      </div>
      {/* Not disabled while asking: a disabled button loses focus; a second submit is ignored instead. */}
      <Button type="submit" className="w-full sm:w-fit" aria-describedby={find.isError ? alertId : undefined}>
        {find.isPending ? findOrderCopy.submitting : findOrderCopy.submit}
      </Button>
    </form>
  );
}
