import { formatUSD } from "@shop/domain";

/**
 * Pieces of the shop's look that the design stories show in more than one place. They import
 * nothing but the domain's formatting, so design/ stories may use them.
 */

/** A sale price as the parts counter shows it: the price in the sale colour, then the old price struck through. */
export function SalePrice({ price, was }: { price: string; was: string }) {
  return (
    <>
      <data value={price} className="text-2xl font-bold text-sale tabular-nums">
        {formatUSD(price)}
      </data>
      <del className="text-sm text-muted-foreground tabular-nums">
        <span className="sr-only">Was </span>
        {formatUSD(was)}
      </del>
    </>
  );
}
