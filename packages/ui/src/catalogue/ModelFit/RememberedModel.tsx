import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { useRememberedModel } from "./useRememberedModel.ts";

export type RememberedModelLineProps = Omit<React.ComponentProps<"p">, "children"> & {
  /** Said after the model when given: "Fits this part". */
  note?: (model: string) => React.ReactNode;
};

/**
 * "Your model: WRF555SDFZ" with a Remove button, in a line of fixed height that is empty until
 * the browser has read the remembered model: the server never knows it, so the line is there
 * from the first paint and filling it moves nothing.
 */
export function RememberedModelLine({ note, className, ...props }: RememberedModelLineProps) {
  const { model, forget } = useRememberedModel();
  return (
    <p data-slot="remembered-model" className={cn("flex h-8 min-w-0 items-center gap-2 text-sm", className)} {...props}>
      {model ? (
        <>
          <span className="truncate">
            Your model: <span className="font-mono font-semibold">{model}</span>
          </span>
          {note ? note(model) : null}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-6 px-2"
            aria-label={`Remove your model ${model}`}
            onClick={forget}
          >
            Remove
          </Button>
        </>
      ) : null}
    </p>
  );
}
