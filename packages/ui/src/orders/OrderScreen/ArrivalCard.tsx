import type { CustomerOrderView } from "@shop/domain";
import { useId, useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../client/client.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { MapPinIcon } from "../../design/icons/index.ts";
import { useOrderArrived } from "../hooks.ts";

/** The words of "I'm at the store" (docs/product.md, Pages, Your order). */
export const arrivalCopy = {
  title: "At the store?",
  prompt: "Tell the counter you are here and we will bring your parts out.",
  curbside: "Waiting outside? Describe your car",
  curbsideHint: "Optional, for curbside pickup: color, make, where you parked.",
  button: "I'm at the store",
  sending: "Telling the counter...",
  here: "We know you're here. Someone will be right with you.",
  outside: (car: string) => `We will bring your parts out to you: ${car}.`,
} as const;

/**
 * "I'm at the store" on a ready order's page: the customer says they are here, optionally with
 * their car for curbside; the back office shows them as "Customer is here". Once said, the card
 * says so and still lets them change the car.
 */
export function ArrivalCard({ order }: { order: CustomerOrderView }) {
  const id = useId();
  const arrive = useOrderArrived(order.orderNumber, order.key);
  const [car, setCar] = useState(order.arrived?.curbside ?? "");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    arrive.mutate(car.trim() ? { curbside: car.trim() } : {});
  };
  return (
    <section aria-labelledby={`${id}-title`} data-slot="order-arrival" className="grid gap-3 rounded-lg border border-l-4 border-l-success bg-card p-4 text-card-foreground shadow-xs sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <MapPinIcon aria-hidden="true" className="size-5" />
        {arrivalCopy.title}
      </h2>
      {order.arrived ? (
        <p role="status" className="font-medium">
          {arrivalCopy.here}
          {order.arrived.curbside ? <> {arrivalCopy.outside(order.arrived.curbside)}</> : null}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{arrivalCopy.prompt}</p>
      )}
      <form aria-label={arrivalCopy.button} noValidate onSubmit={onSubmit} className="grid gap-3">
        <Field label={arrivalCopy.curbside} hint={arrivalCopy.curbsideHint} error={arrive.isError ? apiErrorMessage(arrive.error) : undefined}>
          <Input value={car} maxLength={120} autoComplete="off" onChange={(event) => setCar(event.target.value)} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={arrive.isPending}>
          {arrive.isPending ? arrivalCopy.sending : arrivalCopy.button}
        </Button>
      </form>
    </section>
  );
}
