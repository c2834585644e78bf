import { formatUSD, readStaffPartsParams, staffPaths, type StaffPartStock, type StaffPartSummary, type StaffPartsParams } from "@shop/domain";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useBrands, useCategories } from "../hooks.ts";
import { STAFF_PARTS_PAGE_SIZE, useStaffParts } from "./part-hooks.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Pagination } from "../Pagination/Pagination.tsx";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { Select } from "../../design/primitives/Select.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { PackageIcon, SearchXIcon } from "../../design/icons/index.ts";

const hasFilters = (params: StaffPartsParams) =>
  Boolean(params.q || params.categoryId || params.brandId || params.stock || params.hidden !== undefined);

const cellLink = "font-mono text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** One part in the table: its number links to its form. */
function PartRow({ part }: { part: StaffPartSummary }) {
  return (
    <tr className="border-t align-top">
      <td className="px-3 py-2">
        <Link to={staffPaths.part(part.id)} className={cellLink}>
          {part.partNumber}
        </Link>
      </td>
      <td className="px-3 py-2">
        <span className="font-medium">{part.name}</span>
        {part.hidden ? (
          <Badge variant="outline" className="ml-2">
            Hidden
          </Badge>
        ) : null}
      </td>
      <td className="hidden px-3 py-2 text-sm md:table-cell">{part.brand?.name ?? "—"}</td>
      <td className="hidden px-3 py-2 font-mono text-sm sm:table-cell">{part.bin ?? "—"}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatUSD(part.price)}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {part.quantityOnHand}
        {part.specialOrderDays !== undefined ? (
          <span className="block text-xs text-muted-foreground" title="Special order: can be ordered with none on hand">
            Special order, {part.specialOrderDays} {part.specialOrderDays === 1 ? "day" : "days"}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading parts" className="space-y-2">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}

/**
 * Parts in the back office (/staff/parts): every part, hidden ones too, by name; search by name or
 * part number, filter by category, brand, stock and hidden, all kept in the URL. "Add part" opens
 * an empty form.
 */
export function StaffPartsScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readStaffPartsParams(searchParams);
  const parts = useStaffParts(params);
  const categories = useCategories();
  const brands = useBrands();
  const [search, setSearch] = useState(params.q ?? "");

  const go = (next: StaffPartsParams) => void navigate(staffPaths.parts(next));
  const filter = (change: Partial<StaffPartsParams>) => go({ ...params, ...change, page: undefined });
  const clear = () => {
    setSearch("");
    go({});
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    filter({ q: search.trim() || undefined });
  };
  const idOf = (value: string) => (value ? Number(value) : undefined);

  const list = parts.data;
  const pageCount = list ? Math.ceil(list.total / STAFF_PARTS_PAGE_SIZE) : 0;

  return (
    <div className="space-y-5">
      <title>Parts · Back office</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Parts</h1>
        <Button asChild>
          <Link to={staffPaths.newPart()}>Add part</Link>
        </Button>
      </div>
      <form role="search" aria-label="Parts" onSubmit={onSearch} className="flex min-w-0 items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="parts-search">Search parts</Label>
          <Input id="parts-search" type="search" placeholder="Name or part number" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor="parts-category">Category</Label>
          <Select id="parts-category" value={params.categoryId ?? ""} onChange={(event) => filter({ categoryId: idOf(event.target.value) })}>
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="parts-brand">Brand</Label>
          <Select id="parts-brand" value={params.brandId ?? ""} onChange={(event) => filter({ brandId: idOf(event.target.value) })}>
            <option value="">All brands</option>
            {brands.data?.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="parts-stock">Stock</Label>
          <Select id="parts-stock" value={params.stock ?? ""} onChange={(event) => filter({ stock: (event.target.value || undefined) as StaffPartStock | undefined })}>
            <option value="">In or out of stock</option>
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="parts-hidden">Shown in the shop</Label>
          <Select
            id="parts-hidden"
            value={params.hidden === undefined ? "" : String(params.hidden)}
            onChange={(event) => filter({ hidden: event.target.value === "" ? undefined : event.target.value === "true" })}
          >
            <option value="">Shown or hidden</option>
            <option value="false">Shown</option>
            <option value="true">Hidden</option>
          </Select>
        </div>
      </div>
      {hasFilters(params) ? (
        <Button variant="ghost" onClick={clear}>
          Clear filters
        </Button>
      ) : null}
      {parts.isPending ? (
        <ListSkeleton />
      ) : parts.isError && !list ? (
        <ErrorState title="Parts could not be loaded" message={apiErrorMessage(parts.error)} onRetry={() => void parts.refetch()} retrying={parts.isFetching} />
      ) : list && list.total === 0 && !hasFilters(params) ? (
        <EmptyState
          icon={<PackageIcon />}
          title="No parts yet"
          description="Parts added here show in the shop unless they are hidden."
          action={
            <Button asChild variant="outline">
              <Link to={staffPaths.newPart()}>Add part</Link>
            </Button>
          }
        />
      ) : list && list.total === 0 ? (
        <EmptyState icon={<SearchXIcon />} title="No parts match" description="No part fits this search and these filters." action={<Button variant="outline" onClick={clear}>Show all parts</Button>} />
      ) : list ? (
        <section aria-label="Part list" aria-busy={parts.isPlaceholderData || undefined} className="space-y-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatCount(list.total, "part")}
          </p>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left">
              <thead className="bg-muted/50 text-sm">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">Part number</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">Brand</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">Bin</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Price</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">On hand</th>
                </tr>
              </thead>
              <tbody>
                {list.parts.map((part) => (
                  <PartRow key={part.id} part={part} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={params.page ?? 1} pageCount={pageCount} onPageChange={(page) => go({ ...params, page })} aria-label="Part pages" />
        </section>
      ) : null}
    </div>
  );
}
