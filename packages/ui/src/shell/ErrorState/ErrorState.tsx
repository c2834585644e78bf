import type * as React from "react";
import { Button } from "../../design/primitives/Button.tsx";
import { EmptyState, type EmptyStateProps } from "../EmptyState/EmptyState.tsx";
import { AlertTriangleIcon } from "../../design/icons/index.ts";

export type ErrorStateProps = Omit<EmptyStateProps, "title" | "action" | "icon" | "description"> & {
  /** The heading. Default "Something went wrong". */
  title?: React.ReactNode;
  /** What failed, e.g. the query's error message ('Failed to fetch products'). */
  message?: React.ReactNode;
  /** Loads again (the query's `refetch`). Omit it to show no button. */
  onRetry?: () => void;
  /**
   * True while the new attempt is out: the button reads 'Trying again...' and ignores presses
   * (aria-disabled, so keyboard focus stays on it). Default false.
   */
  retrying?: boolean;
};

/**
 * A load that failed, where its content would be: a heading, the reason and 'Try again'. It is an
 * alert, so a screen reader says it when it appears.
 */
export function ErrorState({ title = "Something went wrong", message, onRetry, retrying = false, ...props }: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      data-kind="error"
      icon={<AlertTriangleIcon className="text-destructive" />}
      title={title}
      description={message}
      action={
        onRetry && (
          <Button
            variant="outline"
            aria-disabled={retrying || undefined}
            onClick={() => {
              if (!retrying) onRetry();
            }}
          >
            {retrying ? "Trying again..." : "Try again"}
          </Button>
        )
      }
      {...props}
    />
  );
}
