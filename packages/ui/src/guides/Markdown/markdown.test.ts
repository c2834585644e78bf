import { describe, expect, it } from "vitest";
import { isSafeHref, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders plain-text paragraphs as paragraphs, keeping single line breaks", () => {
    expect(renderMarkdown("Open the door.\nLook at the tag.\n\nWrite it down.")).toBe("<p>Open the door.<br>\nLook at the tag.</p>\n<p>Write it down.</p>\n");
  });

  it("formats headings from h2 (the page's title is its one h1), lists, emphasis and links", () => {
    const html = renderMarkdown("# Tools\n\n### Steps\n\n1. A **nut driver**\n2. The *belt*\n\nSee [our parts](/appliance-parts).");
    expect(html).toContain("<h2>Tools</h2>\n<h3>Steps</h3>");
    expect(html).toContain("<ol>\n<li>A <strong>nut driver</strong></li>\n<li>The <em>belt</em></li>\n</ol>");
    expect(html).toContain('<a href="/appliance-parts">our parts</a>');
  });

  it("escapes raw HTML so a script or an event handler is only text", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nok <b onclick="x()">bold</b>');
    expect(html).not.toMatch(/<script|<img|<b /);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("leaves a javascript:, data: or vbscript: link as text", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:msgbox(1)"]) {
      const html = renderMarkdown(`[x](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).toContain("[x](");
    }
  });

  it("marks links to other sites noopener noreferrer, and leaves the shop's own links alone", () => {
    expect(renderMarkdown("[GE](https://www.geappliances.com)")).toContain('<a href="https://www.geappliances.com" rel="noopener noreferrer">GE</a>');
    expect(renderMarkdown("[mail](mailto:parts@example.com)")).toContain('<a href="mailto:parts@example.com">mail</a>');
    expect(renderMarkdown("[blog](/blog)")).toContain('<a href="/blog">blog</a>');
  });

  it("shows an image as text: guides have no pictures of their own", () => {
    expect(renderMarkdown("![belt](https://example.com/belt.jpg)")).not.toContain("<img");
  });
});

describe("isSafeHref", () => {
  it("allows http(s), mailto and relative targets only", () => {
    expect(["https://a.test", "http://a.test", "mailto:a@b.test", "/blog", "#steps", "guide-2"].every(isSafeHref)).toBe(true);
    expect(["javascript:alert(1)", "file:///etc/passwd", "tel:123", "ftp://a.test"].some(isSafeHref)).toBe(false);
  });
});
