import { useState } from "react";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStaffTaxonomyList, type TaxonomyKind } from "./taxonomy-hooks.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { PackageIcon, SearchXIcon } from "../../design/icons/index.ts";
import { TAXONOMY_WORDS, TYPE_LABELS } from "./StaffTaxonomyScreen.tsx";

const cellLink = "font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Every category or brand in the back office (/staff/categories, /staff/brands): name, type, slug
 * and how many parts it has, hidden ones too, filtered as you type. "New category" or "New brand"
 * opens an empty form. There is no delete: parts refer to them (docs/product.md, Back office:
 * Categories and brands).
 */
export function StaffTaxonomyListScreen({ kind }: { kind: TaxonomyKind }) {
  const words = TAXONOMY_WORDS[kind];
  const list = useStaffTaxonomyList(kind);
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  const shown = list.data?.filter((row) => !term || row.name.toLowerCase().includes(term) || row.slug.includes(term));
  const addButton = (
    <Button asChild>
      <Link to={words.edit("new")}>New {words.one}</Link>
    </Button>
  );

  return (
    <div className="space-y-5">
      <title>{`${words.all} · Back office`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{words.all}</h1>
        {addButton}
      </div>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={`Loading ${words.all.toLowerCase()}`} className="space-y-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState title={`${words.all} could not be loaded`} message={apiErrorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<PackageIcon />} title={`No ${words.all.toLowerCase()} yet`} description={`A ${words.one} added here gets its own page in the shop.`} />
      ) : (
        <>
          <div className="grid max-w-md gap-1.5">
            <Label htmlFor={`${kind}-search`}>Filter {words.all.toLowerCase()}</Label>
            <Input id={`${kind}-search`} type="search" placeholder="Name or slug" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          {shown && shown.length > 0 ? (
            <section aria-label={`${words.One} list`} className="space-y-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {formatCount(shown.length, words.one)}
              </p>
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full text-left">
                  <thead className="bg-muted/50 text-sm">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Type</th>
                      <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">Slug</th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">Parts</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((row) => (
                      <tr key={row.id} className="border-t align-top">
                        <td className="px-3 py-2">
                          <Link to={words.edit(row.id)} className={cellLink}>
                            {row.name}
                          </Link>
                        </td>
                        <td className="px-3 py-2 text-sm">{TYPE_LABELS[row.type]}</td>
                        <td className="hidden px-3 py-2 font-mono text-sm sm:table-cell">{row.slug}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{row.productCount}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : (
            <EmptyState icon={<SearchXIcon />} title={`No ${words.all.toLowerCase()} match`} description={`No ${words.one} has "${search.trim()}" in its name or slug.`} />
          )}
        </>
      )}
    </div>
  );
}
