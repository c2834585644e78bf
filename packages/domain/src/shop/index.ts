/** The whole shop: its data as stored, the changes to it and the notifications its rules decide. */
export * from "./changes.ts";
export * from "./data.ts";
export * from "./history.ts";
export * from "./notifications.ts";
export * from "./reads.ts";
