import type { OrderCodes as Codes } from "@shop/domain";
import { cn } from "../../design/utils.ts";

/** SVG markup as an image address, so the codes the server drew are shown as images, never as markup in the page. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export type OrderCodesProps = {
  orderNumber: string;
  codes: Codes;
  /** "page" for a screen (the customer's phone), "sheet" for paper (a pick list): smaller codes. */
  size?: "page" | "sheet";
  className?: string;
};

/**
 * An order's number as a Code 128 barcode and a QR code (drawn on the server, docs/product.md,
 * Rules, Order codes), with the number as text beside them. Always black on white with a quiet
 * zone, in the dark theme too: a scanner needs the contrast. Each image is named for a screen reader.
 */
export function OrderCodes({ orderNumber, codes, size = "page", className }: OrderCodesProps) {
  return (
    <figure
      data-slot="order-codes"
      className={cn("inline-flex max-w-full flex-wrap items-center gap-x-6 gap-y-2 rounded-md border bg-white p-5 text-black", className)}
    >
      <img src={svgDataUrl(codes.code128)} alt={`Barcode of order ${orderNumber}`} className={cn("w-auto max-w-full min-w-0", size === "page" ? "h-14" : "h-10")} />
      <img src={svgDataUrl(codes.qr)} alt={`QR code of order ${orderNumber}`} className={size === "page" ? "size-28" : "size-20"} />
      <figcaption className={cn("font-mono font-semibold tracking-wide break-all", size === "page" ? "text-lg" : "text-base")}>{orderNumber}</figcaption>
    </figure>
  );
}
