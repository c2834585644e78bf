export * from "./ArticleScreen/index.ts";
export * from "./GuideCard/index.ts";
export * from "./GuideListScreen/index.ts";
export * from "./Markdown/index.ts";
export * from "./staff/index.ts";
export * from "./hooks.ts";
