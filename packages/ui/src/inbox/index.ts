export * from "./ContactForm/index.ts";
export * from "./UnsubscribeScreen/index.ts";
export * from "./staff/index.ts";
export * from "./hooks.ts";
export * from "./unsubscribe-hooks.ts";
