import { ORDER_STATUS_LABELS, staffPaths, type PickListView } from "@shop/domain";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { apiErrorMessage, isNotFound } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { PackageIcon } from "../../design/icons/index.ts";
import { formatDayText, formatShopTime } from "../../staff/index.ts";
import { OrderCodes } from "../OrderCodes/OrderCodes.tsx";
import { usePickList, usePickLists } from "./hooks.ts";
import { StaffOrderNotFound } from "./order-sections.tsx";

const linkClass = "text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * One order's pick list as a sheet of paper: whom it is for and its codes at the head, then the
 * lines in shelf order with a box to tick. Printed it is the whole page (the back office's frame
 * and buttons are `print:hidden`); a day's sheets each start a new page.
 */
export function PickListSheet({ list, timeZone, headingLevel = 2 }: { list: PickListView; timeZone: string; headingLevel?: 1 | 2 }) {
  const id = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <article
      aria-labelledby={`${id}-title`}
      data-slot="pick-list"
      className="space-y-4 rounded-lg border bg-card p-4 text-card-foreground print:break-after-page print:rounded-none print:border-0 print:p-0 print:text-black print:last:break-after-auto"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground print:text-black">{list.shopName} · Pick list</p>
          <Heading id={`${id}-title`} className="font-mono text-2xl font-bold tracking-tight break-all">
            {list.orderNumber}
          </Heading>
          <p className="text-lg font-semibold">{list.name}</p>
          <p>{list.phone}</p>
          <p className="text-sm">
            Placed <time dateTime={list.createdAt}>{formatShopTime(list.createdAt, timeZone)}</time> · {formatCount(list.itemCount, "part")}
            <span className="print:hidden"> · {ORDER_STATUS_LABELS[list.status]}</span>
          </p>
        </div>
        <OrderCodes orderNumber={list.orderNumber} codes={list.codes} size="sheet" />
      </header>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-sm print:min-w-0">
          <caption className="sr-only">Parts to pick for {list.orderNumber}, in bin order</caption>
          <thead className="border-b text-left">
            <tr>
              <th scope="col" className="w-14 py-2 pr-2 font-semibold">Picked</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Bin</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Part number</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Name</th>
              <th scope="col" className="py-2 text-right font-semibold">Qty</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {list.lines.map((line) => (
              <tr key={line.productId}>
                <td className="py-2 pr-2">
                  <input type="checkbox" aria-label={`Picked ${line.partNumber}`} className="size-5 accent-primary" />
                </td>
                <td className="py-2 pr-3 font-mono font-semibold">{line.bin ?? "No bin"}</td>
                <td className="py-2 pr-3 font-mono">{line.partNumber}</td>
                <td className="py-2 pr-3">
                  {line.name}
                  {line.waiting ? <span className="block text-sm font-semibold">{line.waiting} on order from the distributor: not on the shelf yet</span> : null}
                </td>
                <td className="py-2 text-right text-base font-bold tabular-nums">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

function SheetSkeleton({ label }: { label: string }) {
  return (
    <SkeletonLines role="status" aria-busy="true" aria-label={label} className="space-y-3 rounded-lg border p-4" lines={["h-5 w-48", "h-8 w-72 max-w-full", "h-5 w-40", "h-40 w-full"]} />
  );
}

const printButton = (disabled = false) => (
  <Button onClick={() => window.print()} disabled={disabled}>
    Print
  </Button>
);

/** /staff/orders/{number}/pick-list: one order's pick list, to print (A4 or Letter, one page). */
export function PickListScreen({ orderNumber }: { orderNumber: string }) {
  const list = usePickList(orderNumber);
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  const back = (
    <Link to={staffPaths.order(orderNumber)} className={linkClass}>
      ← Order {orderNumber}
    </Link>
  );
  if (list.isPending) return <SheetSkeleton label="Loading the pick list" />;
  if (list.isError) {
    if (isNotFound(list.error)) {
      return <StaffOrderNotFound description={`There is no order ${orderNumber}, so there is no pick list to print.`} />;
    }
    return <ErrorState title="The pick list could not be loaded" message={apiErrorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  return (
    <div className="space-y-4">
      <title>{`Pick list ${orderNumber} · Back office`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        {printButton()}
      </div>
      <PickListSheet list={list.data} timeZone={timeZone} headingLevel={1} />
    </div>
  );
}


/**
 * /staff/pick-lists?day=: the pick lists of every order received that day (the shop's today
 * without `day`) and not yet picked, oldest first, to print in one go, one order a page.
 */
export function PickListsScreen({ day }: { day?: string }) {
  const lists = usePickLists(day);
  const navigate = useNavigate();
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  const shown = lists.data?.day ?? day;
  return (
    <div className="space-y-4">
      <title>Pick lists · Back office</title>
      <div className="space-y-3 print:hidden">
        <Link to={staffPaths.orders()} className={linkClass}>
          ← All orders
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight">Pick lists</h1>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {lists.data
                ? `${formatCount(lists.data.lists.length, "order")} received ${formatDayText(lists.data.day)} still to pick, oldest first.`
                : "Orders still to pick, oldest first."}
            </p>
          </div>
          <div className="flex items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="pick-lists-day">Day</Label>
              <Input id="pick-lists-day" type="date" className="w-44" value={shown ?? ""} onChange={(event) => void navigate(staffPaths.pickLists(event.target.value || undefined))} />
            </div>
            {printButton(!lists.data || lists.data.lists.length === 0)}
          </div>
        </div>
      </div>
      {lists.isPending ? (
        <SheetSkeleton label="Loading the pick lists" />
      ) : lists.isError ? (
        <ErrorState title="The pick lists could not be loaded" message={apiErrorMessage(lists.error)} onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
      ) : lists.data.lists.length === 0 ? (
        <EmptyState icon={<PackageIcon />} title="Nothing to pick" description={`No order received ${formatDayText(lists.data.day)} is waiting to be picked.`} />
      ) : (
        <div className="space-y-6 print:space-y-0">
          {lists.data.lists.map((list) => (
            <PickListSheet key={list.orderNumber} list={list} timeZone={timeZone} />
          ))}
        </div>
      )}
    </div>
  );
}
