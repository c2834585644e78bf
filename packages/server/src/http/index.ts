export { createApp, type AppOptions } from "./app.ts";
export { jsonLogLine, type Log, type LogFields, type LogLevel } from "./log-line.ts";
export { pathOf, reqIdOf, REQUEST_ID_HEADER } from "./request-log.ts";
export { pagePolicy, PRIVATE_NO_STORE } from "./security-headers.ts";
export type { StorefrontOptions } from "./storefront.ts";
export { DEFAULT_DB_MAX_BYTES } from "./abuse-limits.ts";
