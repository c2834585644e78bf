/** The design system: primitives, icons, theme, tokens and the class-name helper. Imports no feature. */
export * from "./primitives/index.ts";
export * from "./icons/index.ts";
export * from "./FAQList/index.ts";
export * from "./PartImage/index.ts";
export * from "./constants.ts";
export * from "./format.ts";
export * from "./theme.ts";
export { cn } from "./utils.ts";
