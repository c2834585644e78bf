import type { ShopInfo } from "@shop/domain";
import { useId } from "react";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import type { FactItem, InfoBlock } from "../info-pages.ts";
import { cn } from "../../design/utils.ts";

/**
 * The information pages' content blocks, drawn from shop-info/info-pages.ts with the store record:
 * a section (heading and blocks), each block kind (paragraph, list, facts, table) and the
 * sections' loading placeholder.
 */

export function InfoSectionView({ heading, blocks, store }: { heading: string; blocks: InfoBlock[]; store: ShopInfo }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-4">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} store={store} />
      ))}
    </section>
  );
}

function BlockView({ block, store }: { block: InfoBlock; store: ShopInfo }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="text-base/7 text-pretty">{block.text(store)}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={cn("grid gap-2 pl-6 text-base/7", block.ordered ? "list-decimal" : "list-disc")}>
          {block.items(store).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "facts":
      return <FactList items={block.items(store)} />;
    case "table":
      return <FactTableView table={block.table(store)} />;
  }
}

/** Terms and their details as a description list (the contact page's hours use it too). */
export function FactList({ items, className }: { items: FactItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-8 gap-y-2 rounded-lg border bg-card p-4 text-card-foreground sm:grid-cols-[auto_1fr]", className)}>
      {items.map((item) => (
        <div key={item.term} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
          <dt className="font-medium">{item.term}</dt>
          <dd className="text-muted-foreground tabular-nums">{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function FactTableView({ table }: { table: ReturnType<Extract<InfoBlock, { kind: "table" }>["table"]> }) {
  const captionId = useId();
  return (
    // A region that can take focus, so a keyboard can scroll the table on a narrow screen.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <table className="w-full min-w-lg border-collapse bg-card text-left text-sm text-card-foreground">
        <caption id={captionId} className="px-4 py-3 text-left font-semibold">
          {table.caption}
        </caption>
        <thead className="bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-t">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-2 font-medium tabular-nums">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-4 py-2 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SectionsSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid max-w-3xl gap-10">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonLines key={i} className="grid gap-3" lines={["h-7 w-56", "h-4 w-full", "h-4 w-full", "h-4 w-2/3"]} />
      ))}
    </div>
  );
}
