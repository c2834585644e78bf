import { ORDER_STATUS_ACTIONS, staffPaths, waitingLines, type OrderStatusInput, type StaffOrderView } from "@shop/domain";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError, apiErrorMessage, isNotFound } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { useStaffOrder, useStaffOrderStatus } from "./hooks.ts";
import { PickupPaymentForm } from "./PickupPaymentForm.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { CustomerSection, EmailsSection, HistorySection, LinesSection, NoteSection, StaffOrderNotFound } from "./order-sections.tsx";
import { formatShopTime, OrderStatusBadge } from "../../staff/index.ts";

const backLinkClass =
  "text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 print:hidden";

/** The form a cancel needs: the reason, which the customer is told. */
function CancelForm({ pending, error, onCancel, onKeep }: { pending: boolean; error?: string; onCancel: (reason: string) => void; onKeep: () => void }) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onCancel(reason.trim());
  };
  return (
    <form aria-label="Cancel order" noValidate onSubmit={onSubmit} className="basis-full space-y-3 rounded-lg border border-destructive p-4">
      <Field label="Reason for cancelling" hint="The customer is told this." required error={missing ? "Enter a reason to cancel the order" : error}>
        <Textarea ref={reasonRef} autoFocus value={reason} rows={2} maxLength={500} onChange={(event) => { setReason(event.target.value); setMissing(false); }} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? "Cancelling..." : "Cancel order"}
        </Button>
        <Button type="button" variant="outline" onClick={onKeep}>
          Keep order
        </Button>
      </div>
    </form>
  );
}

/** The API's refusal when it names `field`, for the form that field belongs to. */
const errorAt = (error: unknown, field: string) => (error instanceof ApiError && error.field === field ? apiErrorMessage(error) : undefined);
const FORM_FIELDS = new Set(["reason", "payment", "payment.method", "payment.amount"]);

/**
 * The moves the order may make now, as buttons; a cancel asks for its reason first, a pickup for
 * how it was paid. A refusal (409) says why.
 */
function StatusActions({ order }: { order: StaffOrderView }) {
  const change = useStaffOrderStatus(order.orderNumber);
  const [asking, setAsking] = useState<"cancel" | "payment">();
  const cancelling = asking === "cancel";
  const move = (input: OrderStatusInput) => change.mutate(input, { onSuccess: () => setAsking(undefined) });
  const formField = change.error instanceof ApiError && FORM_FIELDS.has(change.error.field ?? "");
  const failure = change.isError && !formField ? apiErrorMessage(change.error) : undefined;
  const reasonError = errorAt(change.error, "reason");
  const waiting = waitingLines(order);
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {order.next.map((status) =>
        status === "received" ? null : (
          <Button
            key={status}
            variant={status === "cancelled" ? "outline" : "default"}
            disabled={change.isPending || (status === "cancelled" && cancelling) || (status === "picked-up" && asking === "payment")}
            onClick={() => (status === "cancelled" ? setAsking("cancel") : status === "picked-up" ? setAsking("payment") : move({ status }))}
          >
            {ORDER_STATUS_ACTIONS[status]}
          </Button>
        ),
      )}
      <Button asChild variant="outline">
        <Link to={staffPaths.pickList(order.orderNumber)}>Pick list</Link>
      </Button>
      {waiting > 0 && order.status === "received" ? (
        <p data-slot="waiting-note" className="basis-full text-sm text-muted-foreground">
          {waiting === 1 ? "1 line is" : `${waiting} lines are`} on order from the distributor: mark {waiting === 1 ? "it" : "them"} arrived, then the
          order can be marked ready for pickup.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      {cancelling ? (
        <CancelForm pending={change.isPending} error={reasonError} onCancel={(reason) => move({ status: "cancelled", reason })} onKeep={() => setAsking(undefined)} />
      ) : null}
      {asking === "payment" ? (
        <PickupPaymentForm
          order={order}
          pending={change.isPending}
          errors={{ method: errorAt(change.error, "payment.method") ?? errorAt(change.error, "payment"), amount: errorAt(change.error, "payment.amount") }}
          onPaid={(payment) => move({ status: "picked-up", payment })}
          onBack={() => setAsking(undefined)}
        />
      ) : null}
    </div>
  );
}

function OrderSkeleton() {
  return (
    <SkeletonLines role="status" aria-busy="true" aria-label="Loading the order" className="space-y-4" lines={["h-9 w-72", "h-9 w-64", "h-48 w-full"]} />
  );
}

export type StaffOrderScreenProps = {
  /** The order's number, from the URL (/staff/orders/{orderNumber}). */
  orderNumber: string;
};

/**
 * One order at the counter (/staff/orders/{orderNumber}): its status and the buttons that move it,
 * the pick list with part numbers, quantities and totals, the customer's phone and email as links,
 * the time placed in the shop's time zone, the history, the staff note and the emails sent about
 * it. "Pick list" opens the order's pick list to print, in bin order with its codes.
 */
export function StaffOrderScreen({ orderNumber }: StaffOrderScreenProps) {
  const order = useStaffOrder(orderNumber);
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";

  if (order.isPending) return <OrderSkeleton />;
  if (order.isError) {
    if (isNotFound(order.error)) {
      return <StaffOrderNotFound description={`There is no order ${orderNumber}. Check the number, or find it in the inbox.`} />;
    }
    return <ErrorState title="The order could not be loaded" message={apiErrorMessage(order.error)} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }

  const view = order.data;
  return (
    <article aria-labelledby="order-title" className="space-y-5 print:space-y-4">
      <title>{`${view.orderNumber} · Back office`}</title>
      <Link to={staffPaths.orders()} className={backLinkClass}>
        ← All orders
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="order-title" className="font-mono text-2xl font-bold tracking-tight break-all print:text-4xl">
            {view.orderNumber}
          </h1>
          <OrderStatusBadge status={view.status} className="text-sm print:hidden" />
        </div>
        <p className="text-muted-foreground print:text-foreground">
          Placed <time dateTime={view.createdAt}>{formatShopTime(view.createdAt, timeZone)}</time> · Pickup
        </p>
        {view.holdUntil ? (
          <p className="text-sm print:hidden">
            Held until <time dateTime={view.holdUntil}>{formatShopTime(view.holdUntil, timeZone)}</time>; not picked up by then, it is cancelled and
            its parts go back on the shelf.
          </p>
        ) : null}
        {view.arrived ? (
          <p role="status" className="rounded-md border border-l-4 border-l-success bg-card p-3 font-medium print:hidden">
            Customer is here since <time dateTime={view.arrived.at}>{formatShopTime(view.arrived.at, timeZone)}</time>
            {view.arrived.curbside ? <> · Curbside: {view.arrived.curbside}</> : null}
          </p>
        ) : null}
      </header>
      <StatusActions order={view} />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem] print:block print:space-y-4">
        <LinesSection order={view} timeZone={timeZone} />
        <CustomerSection order={view} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <HistorySection history={view.history} timeZone={timeZone} />
        <EmailsSection emails={view.emails} timeZone={timeZone} />
      </div>
      <NoteSection order={view} />
    </article>
  );
}
