import markdownIt, { type MarkdownIt } from "markdown-it";

/**
 * The one Markdown renderer of the repair guides (docs/architecture.md, Back office: Guides): the article
 * page, rendered on the server and hydrated in the browser, and the back office's preview all call
 * it, so the HTML is the same everywhere. Safe by construction: raw HTML in the source is escaped
 * (`html: false`), links may only go to http(s), mailto or a path on this site, and images are off
 * (a guide has no photos of its own yet).
 */

/** A link target a guide may use: http(s), mailto, or relative (no scheme at all). */
export function isSafeHref(href: string): boolean {
  const target = href.trim().toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(target)?.[1];
  // No scheme: a path here, or "//host" (another site, marked external below).
  return scheme === undefined || scheme === "http" || scheme === "https" || scheme === "mailto";
}

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

function makeRenderer(): MarkdownIt {
  // breaks: a single line break stays one, as the guides' plain text always had it.
  const md = markdownIt("default", { html: false, linkify: false, typographer: false, breaks: true });
  md.disable("image");
  md.validateLink = isSafeHref;

  // The article's title is the page's one h1, so a guide's "#" heading becomes an h2 like "##".
  md.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const level = Math.max(Number(token.tag.slice(1)), 2);
    token.tag = `h${level}`;
    const close = tokens.find((t, i) => i > index && t.type === "heading_close");
    if (close) close.tag = token.tag;
    return self.renderToken(tokens, index, options);
  };

  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    if (isExternal(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer");
    return self.renderToken(tokens, index, options);
  };
  return md;
}

let renderer: MarkdownIt | undefined;

/** A guide's Markdown as HTML, safe to put in the page as it is. */
export function renderMarkdown(source: string): string {
  renderer ??= makeRenderer();
  return renderer.render(source);
}
