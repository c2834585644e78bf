import { toSVG } from "bwip-js/generic";

/**
 * The order number as codes the counter's scanner reads (docs/product.md, Rules, Order codes): a
 * Code 128 barcode (what a USB scanner reads off paper) and a QR code (what it, or a phone's
 * camera, reads off a phone's screen). Each is SVG markup made by bwip-js, black on a transparent
 * ground (the QR code at its default error correction, M): the page puts it on white with a quiet
 * zone around it, and the number beside it as text.
 */
export interface OrderCodes {
  code128: string;
  qr: string;
}

/** How many numbers' codes are kept: a busy counter's open orders, many times over (about 3 kB each). */
const KEPT = 2000;
const kept = new Map<string, OrderCodes>();

/**
 * The codes of an order number. Both hold the number alone, so a scan types exactly it. Drawing
 * both takes a few milliseconds, so the codes of the numbers asked most lately are kept (the same
 * number always draws the same codes): an order page read again, or a day's pick lists printed twice, draws none.
 */
export function orderCodes(orderNumber: string): OrderCodes {
  const hit = kept.get(orderNumber);
  if (hit) {
    kept.delete(orderNumber);
    kept.set(orderNumber, hit);
    return hit;
  }
  // Frozen: one object answers every caller.
  const codes: OrderCodes = Object.freeze({
    code128: toSVG({ bcid: "code128", text: orderNumber, scale: 2, height: 12, includetext: false }),
    qr: toSVG({ bcid: "qrcode", text: orderNumber, scale: 4 }),
  });
  kept.set(orderNumber, codes);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return codes;
}

