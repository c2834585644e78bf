import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * The security headers of every answer (docs/architecture.md, Security headers): helmet's set with
 * the shop's Content-Security-Policy, a Permissions-Policy, and HSTS only over HTTPS. A page's own
 * inline scripts are allowed by their hashes (`pagePolicy`), set by the page cache with the page.
 */

/** Cache-Control of a customer's or the staff's own data (cart, orders, staff calls, the order page). */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * The policy's directives. Scripts come from the shop's own files only; a page adds the hashes of
 * its inline scripts. Styles allow 'unsafe-inline': the server HTML carries style attributes
 * (Radix's toast viewport) and Radix Dialog's scroll lock inserts a <style> element at run time;
 * a style cannot run script. Photos are same-origin (/photos); data: covers inline SVG images.
 */
const DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

/** The Content-Security-Policy, with these extra sources for scripts (a page's hashes). */
function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return DIRECTIVES.map(([name, value]) => `${name} ${name === "script-src" ? [value, ...scriptSources].join(" ") : value}`).join("; ");
}

/** An inline script of the HTML the browser would run: no src, not a JSON data block (JSON-LD, which no policy blocks). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The policy of one rendered page: its inline scripts (the theme script, React Router's hydration
 * context and module script, scroll restoration) allowed by their SHA-256 hashes. The hashes depend
 * on the HTML alone, so a kept page keeps its policy, and a 304 sends the same one.
 */
export function pagePolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return contentSecurityPolicy([...hashes]);
}

/**
 * Browser features the shop never uses, refused for it and anything it might embed. Only features
 * browsers know: Chrome logs an error for an unknown one, which Lighthouse counts against the page.
 */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
].join(", ");

export interface SecurityHeadersOptions {
  /**
   * Whether to send the Content-Security-Policy (default true). `npm run dev` does not: Vite's
   * dev client injects styles and opens its hot-reload socket on a port of its own.
   */
  csp?: boolean;
}

/**
 * The headers every answer gets. HSTS only when the request came over HTTPS (req.secure: behind a
 * proxy only as trustProxy allows), so a shop tried out over plain HTTP is never pinned to HTTPS.
 */
export function securityHeaders({ csp = true }: SecurityHeadersOptions = {}): RequestHandler[] {
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: false });
  return [
    helmet({
      // Set per answer below (a page's own by the page cache), so helmet's is off.
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      if (csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy());
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      if (req.secure) hsts(req, res, next);
      else next();
    },
  ];
}
