export * from "./StaffGuideScreen.tsx";
export * from "./StaffGuidesScreen.tsx";
export * from "./guide-form.ts";
export * from "./guide-status.tsx";
export * from "./hooks.ts";
