export * from "./ChangeHistory.tsx";
export * from "./StaffLayout.tsx";
export * from "./StaffSignInScreen.tsx";
export * from "./hooks.ts";
export * from "./record-editor.tsx";
export * from "./staff-format.tsx";
