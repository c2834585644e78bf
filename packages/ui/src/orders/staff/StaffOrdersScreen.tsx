import {
  formatUSD,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  readStaffInboxParams,
  staffPaths,
  type OrderStatus,
  type StaffInboxParams,
  type StaffOrderSummary,
} from "@shop/domain";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { STAFF_INBOX_PAGE_SIZE, useStaffArrivals, useStaffOrders } from "./hooks.ts";
import { OrderCodeForm } from "./OrderCodeForm.tsx";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Pagination } from "../../catalogue/index.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { PackageIcon, SearchXIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { formatShopTimeShort, LiveStatus, OrderStatusBadge, useLiveState } from "../../staff/index.ts";

/** The tab's title: the orders waiting (received) first, so a glance at the tab says there is work. */
export function inboxTitle(waiting: number | undefined): string {
  return waiting ? `(${waiting}) Orders · Back office` : "Orders · Back office";
}

const hasFilters = (params: StaffInboxParams) => Boolean(params.status || params.day || params.q);

const tabClass =
  "inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";

/** All, then one button per status with its count (over the day and search): pressing one filters by it. */
function StatusTabs({ current, counts, onChange }: { current?: OrderStatus; counts?: Record<OrderStatus, number>; onChange: (status?: OrderStatus) => void }) {
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const tabs: { status?: OrderStatus; label: string; count?: number }[] = [
    { label: "All", count: all },
    ...ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: counts?.[status] })),
  ];
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <button key={tab.label} type="button" aria-pressed={tab.status === current} className={cn(tabClass, "hover:bg-accent hover:text-accent-foreground")} onClick={() => onChange(tab.status)}>
          {tab.label}
          {tab.count === undefined ? null : <span className="tabular-nums">({tab.count})</span>}
        </button>
      ))}
    </div>
  );
}

/** One order in the inbox: its number links to the order. */
function OrderRow({ order, timeZone }: { order: StaffOrderSummary; timeZone: string }) {
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 md:grid-cols-[11rem_6rem_1fr_9rem_5rem_6rem_8.5rem] md:items-center">
      <Link to={staffPaths.order(order.orderNumber)} className="font-mono text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {order.orderNumber}
      </Link>
      <time dateTime={order.createdAt} className="text-right text-sm text-muted-foreground md:text-left">
        {formatShopTimeShort(order.createdAt, timeZone)}
      </time>
      <span className="truncate font-medium">{order.name}</span>
      <span className="text-right text-sm md:text-left">{order.phone}</span>
      <span className="text-sm text-muted-foreground">{formatCount(order.itemCount, "item")}</span>
      <span className="text-right font-semibold tabular-nums md:text-left">{formatUSD(order.total)}</span>
      <OrderStatusBadge status={order.status} className="col-span-2 md:col-span-1" />
    </li>
  );
}

/** The customers at the store ("I'm at the store"), longest waiting first; nothing while there are none. */
function CustomersHere({ timeZone }: { timeZone: string }) {
  const arrivals = useStaffArrivals().data?.arrivals ?? [];
  if (arrivals.length === 0) return null;
  return (
    <section aria-labelledby="customers-here" className="space-y-2 rounded-lg border border-l-4 border-l-success p-4">
      <h2 id="customers-here" className="font-semibold">
        Customers here ({arrivals.length})
      </h2>
      <ul className="divide-y">
        {arrivals.map((arrival) => (
          <li key={arrival.orderNumber} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            <Link to={staffPaths.order(arrival.orderNumber)} className="font-mono text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {arrival.orderNumber}
            </Link>
            <span className="font-medium">{arrival.name}</span>
            <span className="text-sm">Customer is here{arrival.curbside ? ` · Curbside: ${arrival.curbside}` : ""}</span>
            <time dateTime={arrival.at} className="text-sm text-muted-foreground">
              {formatShopTimeShort(arrival.at, timeZone)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading orders" className="space-y-2">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

/**
 * The order inbox (/staff/orders): newest first, counts per status as filter buttons, a day and a
 * search (order number, name, phone or email), all kept in the URL. New orders and arrivals come
 * over the live channel (its state and the alert choices on top), and every 15 seconds while it is
 * down; the tab's title counts the orders waiting (received). A scanned or typed order code opens
 * its order.
 */
export function StaffOrdersScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readStaffInboxParams(searchParams);
  const orders = useStaffOrders(params);
  // Unfiltered it is the same query as the list's, so the title costs no second call.
  const waiting = useStaffOrders({});
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  const [search, setSearch] = useState(params.q ?? "");
  const live = useLiveState();

  const go = (next: StaffInboxParams) => void navigate(staffPaths.orders(next));
  const filter = (change: Partial<StaffInboxParams>) => go({ ...params, ...change, page: undefined });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    filter({ q: search.trim() || undefined });
  };

  const list = orders.data;
  const pageCount = list ? Math.ceil(list.total / STAFF_INBOX_PAGE_SIZE) : 0;

  return (
    <div className="space-y-5">
      <title>{inboxTitle(waiting.data?.counts.received)}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Orders</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="outline" size="sm">
            <Link to={staffPaths.pickLists()}>Print today's pick lists</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={staffPaths.dayReport()}>Day report</Link>
          </Button>
        </div>
      </div>
      <LiveStatus />
      <CustomersHere timeZone={timeZone} />
      <OrderCodeForm />
      <StatusTabs current={params.status} counts={list?.counts} onChange={(status) => filter({ status })} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="inbox-day">Day</Label>
          <Input id="inbox-day" type="date" className="w-44" value={params.day ?? ""} onChange={(event) => filter({ day: event.target.value || undefined })} />
        </div>
        <form role="search" aria-label="Orders" onSubmit={onSearch} className="flex min-w-0 flex-1 items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor="inbox-search">Search orders</Label>
            <Input id="inbox-search" type="search" placeholder="Order number, name, phone or email" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        {hasFilters(params) ? (
          <Button variant="ghost" onClick={() => { setSearch(""); go({}); }}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {orders.isPending ? (
        <InboxSkeleton />
      ) : orders.isError && !list ? (
        <ErrorState title="Orders could not be loaded" message={apiErrorMessage(orders.error)} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : list && list.total === 0 && !hasFilters(params) ? (
        <EmptyState icon={<PackageIcon />} title="No orders yet" description={live === "live" ? "New pickup orders show up here the moment they are placed." : "New pickup orders show up here as they are placed. This page checks every 15 seconds."} />
      ) : list && list.total === 0 ? (
        <EmptyState
          icon={<SearchXIcon />}
          title="No orders match"
          description="No order fits this status, day and search."
          action={<Button variant="outline" onClick={() => { setSearch(""); go({}); }}>Show all orders</Button>}
        />
      ) : list ? (
        <section aria-label="Order list" aria-busy={orders.isPlaceholderData || undefined} className="space-y-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatCount(list.total, "order")}
          </p>
          <ol className="divide-y rounded-lg border">
            {list.orders.map((order) => (
              <OrderRow key={order.orderNumber} order={order} timeZone={timeZone} />
            ))}
          </ol>
          <Pagination page={params.page ?? 1} pageCount={pageCount} onPageChange={(page) => go({ ...params, page })} aria-label="Order pages" />
        </section>
      ) : null}
    </div>
  );
}
