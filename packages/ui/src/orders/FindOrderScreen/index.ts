export * from "./FindOrderForm.tsx";
export * from "./FindOrderScreen.tsx";
