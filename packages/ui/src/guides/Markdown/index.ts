export { Markdown, type MarkdownProps } from "./Markdown.tsx";
export { isSafeHref, renderMarkdown } from "./markdown.ts";
