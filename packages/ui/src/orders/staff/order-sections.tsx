import {
  formatUSD,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PICKUP_HOLD_BY,
  readyDayText,
  staffPaths,
  type EmailRecord,
  type OnOrder,
  type OrderEvent,
  type OrderLine,
  type StaffOrderView,
} from "@shop/domain";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStaffOrderLineArrived, useStaffOrderNote } from "./hooks.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { FileQuestionIcon } from "../../design/icons/index.ts";
import { Field } from "../../design/primitives/Field.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { formatCount } from "../../design/format.ts";
import { emailText, formatShopTime } from "../../staff/index.ts";

/** The parts of the order page below its head: the pick list, the customer, the history, the note, the emails. */

/** A `tel:` link that dials whatever way the customer wrote the number: digits and a leading + only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

// min-w-0: a grid item may shrink below its table, which then scrolls inside the section on a phone.
const sectionClass = "min-w-0 space-y-3 rounded-lg border p-4 print:border-0 print:p-0";
const headingClass = "text-lg font-semibold";

/** Who to call: the name, the phone as a tel: link and the email as a mailto: link. */
export function CustomerSection({ order }: { order: StaffOrderView }) {
  return (
    <section aria-labelledby="order-customer" className={sectionClass}>
      <h2 id="order-customer" className={headingClass}>
        Customer
      </h2>
      <p className="text-lg font-medium print:text-xl">{order.name}</p>
      <p>
        <a href={phoneHref(order.phone)} className="text-primary underline-offset-4 hover:underline print:text-foreground print:no-underline">
          {order.phone}
        </a>
      </p>
      <p className="break-all">
        <a href={`mailto:${order.email}`} className="text-primary underline-offset-4 hover:underline print:text-foreground print:no-underline">
          {order.email}
        </a>
      </p>
    </section>
  );
}

/**
 * A special-order line's units from the distributor (docs/product.md, Rules, Special orders): "To order
 * from the distributor: 2 · ready by Fri, Dec 4" with "Mark arrived" while on their way (an open
 * order only), then when they arrived.
 */
function OnOrderLine({ order, line, onOrder, timeZone }: { order: StaffOrderView; line: OrderLine; onOrder: OnOrder; timeZone: string }) {
  const arrived = useStaffOrderLineArrived(order.orderNumber);
  const open = order.status === "received" || order.status === "ready";
  if (onOrder.arrivedAt !== undefined) {
    return (
      <p data-slot="on-order" data-state="arrived" className="mt-1 text-sm text-muted-foreground">
        Arrived from the distributor {<time dateTime={onOrder.arrivedAt}>{formatShopTime(onOrder.arrivedAt, timeZone)}</time>}
      </p>
    );
  }
  return (
    <div data-slot="on-order" data-state="waiting" className="mt-1 grid justify-items-start gap-1">
      <p className="text-sm font-medium">
        To order from the distributor: {onOrder.quantity} · ready by {readyDayText(onOrder.readyBy)}
      </p>
      {open ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="print:hidden"
          aria-label={`Mark arrived: ${line.partNumber}`}
          disabled={arrived.isPending}
          onClick={() => arrived.mutate(line.productId)}
        >
          Mark arrived
        </Button>
      ) : null}
      {arrived.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(arrived.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The pick list: each part's number, name, quantity and price; on paper, a box to tick per line. */
export function LinesSection({ order, timeZone }: { order: StaffOrderView; timeZone: string }) {
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-labelledby="order-lines" className={sectionClass}>
      <h2 id="order-lines" className={headingClass}>
        Parts <span className="text-sm font-normal text-muted-foreground">({formatCount(units, "item")})</span>
      </h2>
      {/* Focusable, so a keyboard can scroll the lines sideways on a phone. */}
      <div className="overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" tabIndex={0} role="group" aria-labelledby="order-lines">
        <table className="w-full min-w-[30rem] text-sm print:min-w-0 print:text-base">
          <thead className="text-left text-muted-foreground print:text-foreground">
            <tr className="border-b">
              <th scope="col" className="hidden w-10 py-2 print:table-cell">
                <span className="sr-only">Picked</span>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">Part number</th>
              <th scope="col" className="py-2 pr-3 font-medium">Part</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Qty</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Unit</th>
              <th scope="col" className="py-2 text-right font-medium">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.productId} className="border-b align-top">
                <td className="hidden py-2 print:table-cell">
                  <span aria-hidden="true" className="inline-block size-5 border-2 border-foreground" />
                </td>
                <td className="py-2 pr-3 font-mono font-semibold">{line.partNumber}</td>
                <td className="py-2 pr-3">
                  {line.name}
                  {line.onOrder ? <OnOrderLine order={order} line={line} onOrder={line.onOrder} timeZone={timeZone} /> : null}
                </td>
                <td className="py-2 pr-3 text-right text-base font-bold tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatUSD(line.unitPrice)}</td>
                <td className="py-2 text-right tabular-nums">{formatUSD(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="tabular-nums">
            <tr>
              <th scope="row" colSpan={4} className="pt-3 pr-3 text-right font-normal text-muted-foreground print:text-foreground">
                Subtotal
              </th>
              <td className="hidden print:table-cell" />
              <td className="pt-3 text-right">{formatUSD(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className="pr-3 text-right font-normal text-muted-foreground print:text-foreground">
                Tax
              </th>
              <td className="hidden print:table-cell" />
              <td className="text-right">{formatUSD(order.tax)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className="pr-3 text-right font-semibold">
                Total
              </th>
              <td className="hidden print:table-cell" />
              <td className="text-right font-bold">{formatUSD(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** Who made a move: a staff email, "customer", or the shop's own pickup hold. */
const whoOf = (by: string) => (by === PICKUP_HOLD_BY ? "the shop's pickup hold" : by);

function HistoryItem({ event, timeZone }: { event: OrderEvent; timeZone: string }) {
  if (event.arrived) {
    return (
      <li className="space-y-0.5">
        <p>
          <span className="font-medium">Customer is here</span>{" "}
          <span className="text-muted-foreground">
            <time dateTime={event.at}>{formatShopTime(event.at, timeZone)}</time>
          </span>
        </p>
        {event.arrived.curbside ? <p className="text-sm">Curbside: {event.arrived.curbside}</p> : null}
      </li>
    );
  }
  if (event.reminder) {
    return (
      <li className="space-y-0.5">
        <p>
          <span className="font-medium">Pickup reminder sent</span>{" "}
          <span className="text-muted-foreground">
            by {whoOf(event.by)}, <time dateTime={event.at}>{formatShopTime(event.at, timeZone)}</time>
          </span>
        </p>
        <p className="text-sm">
          Held until <time dateTime={event.reminder}>{formatShopTime(event.reminder, timeZone)}</time>
        </p>
      </li>
    );
  }
  return (
    <li className="space-y-0.5">
      <p>
        <span className="font-medium">{ORDER_STATUS_LABELS[event.status]}</span>{" "}
        <span className="text-muted-foreground">
          by {whoOf(event.by)}, <time dateTime={event.at}>{formatShopTime(event.at, timeZone)}</time>
        </span>
      </p>
      {event.reason ? <p className="text-sm">Reason: {event.reason}</p> : null}
      {event.payment ? (
        <p className="text-sm">
          Paid {formatUSD(event.payment.amount)} · {PAYMENT_METHOD_LABELS[event.payment.method]}
        </p>
      ) : null}
    </li>
  );
}

/** Every status the order has had, oldest first: who moved it, when, and why for a cancel. */
export function HistorySection({ history, timeZone }: { history: readonly OrderEvent[]; timeZone: string }) {
  return (
    <section aria-labelledby="order-history" className={`${sectionClass} print:hidden`}>
      <h2 id="order-history" className={headingClass}>
        History
      </h2>
      <ol className="space-y-2 border-l-2 pl-4">
        {history.map((event, index) => (
          <HistoryItem key={`${event.at}-${index}`} event={event} timeZone={timeZone} />
        ))}
      </ol>
    </section>
  );
}

function EmailItem({ email, timeZone }: { email: EmailRecord; timeZone: string }) {
  const failed = email.state === "failed" || email.state === "retrying";
  return (
    <li className="space-y-0.5" data-state={email.state}>
      <p className={failed ? "font-medium text-destructive" : undefined}>{emailText(email)}</p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={email.at}>{formatShopTime(email.at, timeZone)}</time>
        {email.error ? <> · {email.error}</> : null}
      </p>
    </li>
  );
}

/** The emails sent about the order and where each stands, so staff know whether the customer heard. */
export function EmailsSection({ emails, timeZone }: { emails: readonly EmailRecord[]; timeZone: string }) {
  return (
    <section aria-labelledby="order-emails" className={`${sectionClass} print:hidden`}>
      <h2 id="order-emails" className={headingClass}>
        Emails
      </h2>
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">No email has been sent about this order.</p>
      ) : (
        <ul className="space-y-2">
          {emails.map((email) => (
            <EmailItem key={email.id} email={email} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The staff's note, for the counter only (never shown to the customer); saved with "Save note". */
export function NoteSection({ order }: { order: StaffOrderView }) {
  const save = useStaffOrderNote(order.orderNumber);
  const [note, setNote] = useState(order.note ?? "");
  const statusId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(note.trim());
  };
  return (
    <section aria-labelledby="order-note" className={`${sectionClass} print:hidden`}>
      <h2 id="order-note" className={headingClass}>
        Staff note
      </h2>
      <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="order-note">
        <Field label="Note for the counter" hint="Only staff see it." error={save.isError ? apiErrorMessage(save.error) : undefined}>
          <Textarea value={note} rows={3} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save note"}
          </Button>
          <p id={statusId} aria-live="polite" className="text-sm text-muted-foreground">
            {save.isSuccess && !save.isPending ? "Note saved" : ""}
          </p>
        </div>
      </form>
    </section>
  );
}

/** An order number that is no order, as a back-office page's whole answer: "Order not found" and the way back to the inbox. */
export function StaffOrderNotFound({ description }: { description: string }) {
  return (
    <>
      <title>Order not found · Back office</title>
      <EmptyState
        icon={<FileQuestionIcon />}
        headingLevel={1}
        title="Order not found"
        description={description}
        action={
          <Button asChild variant="outline">
            <Link to={staffPaths.orders()}>All orders</Link>
          </Button>
        }
      />
    </>
  );
}
