import { formatUSD, PAYMENT_METHOD_LABELS, staffPaths, type DayReportOrder, type DayReportView } from "@shop/domain";
import { Link, useNavigate } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { PackageIcon } from "../../design/icons/index.ts";
import { CsvDownloadButton, CsvDownloadStatus, formatDayText } from "../../staff/index.ts";
import { useDayReport, useExportDayReport } from "./hooks.ts";

const linkClass = "text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** "1:55 PM" on the shop's clock. */
const formatClock = (at: string, timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone, timeStyle: "short" }).format(new Date(at));

/** What a section's last column says of an order: how it was paid, or why it was cancelled. */
type Detail = (order: DayReportOrder) => string;

function OrdersSection({ title, orders, detail, timeZone }: { title: string; orders: DayReportOrder[]; detail?: { heading: string; of: Detail }; timeZone: string }) {
  const id = `day-report-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">None.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="border-b text-left">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">Time</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Order</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Customer</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">Total</th>
                {detail ? <th scope="col" className="py-2 font-semibold">{detail.heading}</th> : null}
              </tr>
            </thead>
            <tbody className="divide-y">
              {orders.map((order) => (
                <tr key={order.orderNumber}>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                    <time dateTime={order.at}>{formatClock(order.at, timeZone)}</time>
                  </td>
                  <td className="py-2 pr-3 font-mono">
                    <Link to={staffPaths.order(order.orderNumber)} className={linkClass}>
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{order.name}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatUSD(order.total)}</td>
                  {detail ? <td className="py-2">{detail.of(order)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Takings({ report }: { report: DayReportView }) {
  return (
    <section aria-labelledby="day-report-takings" className="space-y-2 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 id="day-report-takings" className="text-lg font-semibold">
        Takings
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {report.takings.map((takings) => (
          <div key={takings.method} className="space-y-0.5">
            <dt className="text-sm text-muted-foreground">{PAYMENT_METHOD_LABELS[takings.method]}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatUSD(takings.amount)}</dd>
            <dd className="text-xs text-muted-foreground">{formatCount(takings.count, "pickup")}</dd>
          </div>
        ))}
        <div className="col-span-2 space-y-0.5 sm:col-span-1">
          <dt className="text-sm text-muted-foreground">All</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatUSD(report.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

const paidWith: Detail = (order) => (order.payment ? `${PAYMENT_METHOD_LABELS[order.payment.method]} ${formatUSD(order.payment.amount)}` : "Not recorded");

/**
 * /staff/reports/day?date=: a day at the counter on the shop's clock (its today without a date):
 * what was taken by payment method, then the orders placed, picked up (how they were paid),
 * cancelled (why) and not collected (released by the pickup hold), with the day as a CSV file.
 */
export function DayReportScreen({ date }: { date?: string }) {
  const report = useDayReport(date);
  const download = useExportDayReport(date);
  const navigate = useNavigate();
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  const shown = report.data?.day ?? date;
  const data = report.data;
  const quiet = data && data.placed.length + data.pickedUp.length + data.cancelled.length + data.notCollected.length === 0;
  return (
    <div className="space-y-5">
      <title>Day report · Back office</title>
      <Link to={staffPaths.orders()} className={`text-sm ${linkClass}`}>
        ← All orders
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">Day report</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data ? formatDayText(data.day) : "A day at the counter, on the shop's clock."}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="day-report-date">Day</Label>
            <Input id="day-report-date" type="date" className="w-44" value={shown ?? ""} onChange={(event) => void navigate(staffPaths.dayReport(event.target.value || undefined))} />
          </div>
          <CsvDownloadButton download={download} disabled={!data} />
        </div>
      </div>
      <CsvDownloadStatus download={download} />
      {report.isPending ? (
        <SkeletonLines role="status" aria-busy="true" aria-label="Loading the day report" className="space-y-3" lines={["h-28 w-full", "h-6 w-40", "h-24 w-full", "h-6 w-40", "h-24 w-full"]} />
      ) : report.isError ? (
        <ErrorState title="The day report could not be loaded" message={apiErrorMessage(report.error)} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : quiet ? (
        <EmptyState icon={<PackageIcon />} title="A quiet day" description={`No order was placed, picked up or cancelled ${formatDayText(report.data.day)}.`} />
      ) : (
        <>
          <Takings report={report.data} />
          <OrdersSection title="Picked up" orders={report.data.pickedUp} detail={{ heading: "Paid", of: paidWith }} timeZone={timeZone} />
          <OrdersSection title="Placed" orders={report.data.placed} timeZone={timeZone} />
          <OrdersSection title="Cancelled" orders={report.data.cancelled} detail={{ heading: "Reason", of: (order) => order.reason ?? "" }} timeZone={timeZone} />
          <OrdersSection title="Not collected" orders={report.data.notCollected} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
