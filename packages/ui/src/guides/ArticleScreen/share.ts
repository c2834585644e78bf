import { pagePaths } from "@shop/domain";

/**
 * The article's Share button: the Web Share API where the browser has it (phones, most desktops),
 * else the link copied to the clipboard. Pure apart from the navigator it is given; the screen
 * turns the outcome into a toast.
 */

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
}

/**
 * - "shared": the share sheet was used;
 * - "cancelled": the visitor closed the share sheet (no toast: they chose to);
 * - "copied": the link is on the clipboard;
 * - "failed": neither worked (no clipboard, permission refused).
 */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/** The parts of `navigator` this needs; both may be missing. */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, "writeText">;
};

function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/**
 * Shares `target` with the system share sheet when there is one; when there is none, or it refuses
 * for any reason other than the visitor cancelling, copies the URL instead.
 */
export async function shareOrCopy(
  target: ShareTarget,
  nav: ShareNavigator | undefined = globalThis.navigator as ShareNavigator | undefined,
): Promise<ShareOutcome> {
  if (typeof nav?.share === "function") {
    try {
      await nav.share(target);
      return "shared";
    } catch (error) {
      if (isAbort(error)) return "cancelled";
      // NotAllowedError (no user activation, blocked by policy) and the like: copy instead.
    }
  }
  try {
    if (typeof nav?.clipboard?.writeText !== "function") return "failed";
    await nav.clipboard.writeText(target.url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The address to share: the shop's canonical one when known, else this site's origin. */
export function articleUrl(slug: string, siteUrl?: string): string {
  const base = siteUrl ?? (globalThis.location?.origin || "http://localhost");
  return new URL(pagePaths.article(slug), base).href;
}
