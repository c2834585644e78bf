/**
 * What the server changes in a page's HTML as React Router renders it, before the page is kept
 * and its policy hashed (docs/architecture.md, Speed).
 */

/** A `<link rel="modulepreload">` as React writes it (one element, self-closed). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * The page without its `<link rel="modulepreload">` elements. React Router puts one in the head
 * for every script of the page (about 145 KB compressed on the home page), and Chromium asks for
 * them at high priority as it reads the head, beside the stylesheet: on a slow phone connection
 * they share the line with it, and the first paint waited for the scripts as well as the CSS
 * (Lighthouse mobile, home page: first paint 2.8 s with them, 1.0 s without, 0.9 s with no script
 * at all). Without them the scripts are asked for when the parser reaches React Router's module
 * script at the end of the body, still before the page is parsed, and the first paint waits only
 * on the HTML and the stylesheet.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
