export * from "./DayReportScreen.tsx";
export * from "./OrderCodeForm.tsx";
export * from "./StaffOrderScreen.tsx";
export * from "./StaffOrdersScreen.tsx";
export * from "./hooks.ts";
export * from "./order-sections.tsx";
export * from "./PickList.tsx";
