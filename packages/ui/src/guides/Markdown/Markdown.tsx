import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { renderMarkdown } from "./markdown.ts";

export type MarkdownProps = Omit<React.ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** A guide's Markdown. Raw HTML in it is shown as text. */
  source: string;
};

/**
 * A guide's content, formatted: paragraphs, headings (h2 and below), lists, emphasis, links, quotes,
 * code and tables. The HTML comes from `renderMarkdown`, which escapes any raw HTML and drops unsafe
 * links, so it is set as it is; the server's render and the browser's are the same string.
 */
export function Markdown({ source, className, ...props }: MarkdownProps) {
  return (
    <div
      data-slot="markdown"
      className={cn(
        "grid gap-5 text-base/7",
        "[&_h2]:mt-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
        "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:my-1",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4",
        "[&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left",
        className,
      )}
      // Safe: renderMarkdown escapes raw HTML and keeps only http(s), mailto and relative links.
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
      {...props}
    />
  );
}
