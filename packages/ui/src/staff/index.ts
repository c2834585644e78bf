export * from "./ChangeHistory.tsx";
export * from "./StaffLayout.tsx";
export * from "./StaffSignInScreen.tsx";
export * from "./hooks.ts";
export * from "./LiveStatus.tsx";
export { LIVE_ALERTS_STORAGE_KEY } from "./live-alerts.ts";
export { useLivePollMs, useLiveState, type LiveState } from "./live.ts";
export * from "./record-editor.tsx";
export * from "./staff-format.tsx";
