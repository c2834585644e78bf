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

/** The codes of an order number. Both hold the number alone, so a scan types exactly it. */
export function orderCodes(orderNumber: string): OrderCodes {
  return {
    code128: toSVG({ bcid: "code128", text: orderNumber, scale: 2, height: 12, includetext: false }),
    qr: toSVG({ bcid: "qrcode", text: orderNumber, scale: 4 }),
  };
}

