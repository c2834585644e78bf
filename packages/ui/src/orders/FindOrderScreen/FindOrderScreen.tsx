import { Page } from "../../design/primitives/Page.tsx";
import { FindOrderForm, findOrderCopy } from "./FindOrderForm.tsx";

/**
 * "Find my order" (`/orders`): the order number and the email it was placed with lead to the
 * order's page, for a customer who lost the link from the confirmation or the email.
 */
export function FindOrderScreen() {
  return (
    <Page width="narrow" gap="lg" data-slot="find-order-screen">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{findOrderCopy.title}</h1>
        <p className="text-muted-foreground">{findOrderCopy.intro}</p>
      </div>
      <div className="rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
        <FindOrderForm />
      </div>
    </Page>
  );
}
