export {
  EmptyCart,
  EmptyState,
  emptyStateVariants,
  NoPartsFound,
  type EmptyCartProps,
  type EmptyStateProps,
  type NoPartsFoundProps,
} from "./EmptyState.tsx";
export { ErrorState, type ErrorStateProps } from "../ErrorState/ErrorState.tsx";
export { NOT_FOUND_COPY, NotFound, type NotFoundKind, type NotFoundProps } from "../NotFound/NotFound.tsx";
