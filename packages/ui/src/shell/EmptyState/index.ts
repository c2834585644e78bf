export {
  EmptyCart,
  EmptyState,
  emptyStateVariants,
  NoPartsFound,
  type EmptyCartProps,
  type EmptyStateProps,
  type NoPartsFoundProps,
} from "./EmptyState.tsx";
