export * from "./StaffMessagesScreen.tsx";
export * from "./StaffSignupsScreen.tsx";
export * from "./hooks.ts";
