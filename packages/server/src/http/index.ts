// What other folders use of http/: the log, request ids, the headers' policies. The app assembly
// (app.ts) imports every folder, so it is reached only from the package root (src/index.ts);
// exporting it here would put http/ in an import cycle with ssr/ and photos/.
export { DEFAULT_DB_MAX_BYTES } from "./abuse-limits.ts";
export { jsonLogLine, type Log, type LogFields, type LogLevel } from "./log-line.ts";
export { pathOf, reqIdOf, REQUEST_ID_HEADER } from "./request-log.ts";
export { pagePolicy, PRIVATE_NO_STORE } from "./security-headers.ts";
export type { StorefrontOptions } from "./storefront.ts";
