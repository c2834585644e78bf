export * from "./ConfirmSignupScreen/index.ts";
export * from "./ContactForm/index.ts";
export * from "./UnsubscribeScreen/index.ts";
export * from "./staff/index.ts";
export * from "./confirm-hooks.ts";
export * from "./hooks.ts";
export * from "./unsubscribe-hooks.ts";
