/**
 * URL path patterns in the `:name` form ("/brands/:slug"), as the page table and the /api route
 * table write them. Matched as React Router and express match them: letters in any case, one
 * segment per parameter, a trailing slash allowed.
 */
export interface PathPattern {
  regExp: RegExp;
  /** The parameters' names, in order. */
  names: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Compiles a pattern. `trailingSlashes` says how many slashes may end a matching path: "one" as
 * express's router allows, "any" as React Router's matcher does.
 */
export function compilePathPattern(pattern: string, trailingSlashes: "one" | "any" = "one"): PathPattern {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/")
    .replace(/\/$/, "");
  return { regExp: new RegExp(`^${source}/${trailingSlashes === "one" ? "?" : "*"}$`, "i"), names };
}

/** The parameters of `pathname` (still percent-encoded) by name, or null when it does not match. */
export function matchPathPattern({ regExp, names }: PathPattern, pathname: string): Record<string, string> | null {
  const found = regExp.exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ""]));
}
