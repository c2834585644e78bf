export { CartRow, CartRowSkeleton, MIN_QUANTITY, type CartRowProps } from "./CartRow.tsx";
