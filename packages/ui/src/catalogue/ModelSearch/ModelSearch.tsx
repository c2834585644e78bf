import { pagePaths } from "@shop/domain";
import { cva, type VariantProps } from "class-variance-authority";
import { useId } from "react";
import type * as React from "react";
import { toastTexts } from "../../shell/toast-texts.ts";
import { ChevronDownIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { SearchField } from "../../design/primitives/SearchField.tsx";
import { TextLink, textLinkVariants } from "../../design/primitives/TextLink.tsx";
import { toast } from "../../design/primitives/toast-store.ts";

/** The toast for an empty search (docs/product.md, Texts, Toasts): the words the model lookup shows too. */
export const EMPTY_MODEL_TOAST = toastTexts.modelRequired;

/** Where the help points for the whole story, with photos. */
export const MODEL_NUMBER_GUIDE_PATH = pagePaths.article("find-your-model-number");

export const modelSearchVariants = cva("grid gap-3 text-left", {
  variants: {
    /** `card` (default) sits on its own surface, for a photo or coloured hero; `plain` takes the parent's. */
    surface: {
      card: "rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6",
      plain: "",
    },
  },
  defaultVariants: { surface: "card" },
});

export type ModelSearchProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> &
  VariantProps<typeof modelSearchVariants> & {
    /**
     * Searches for parts that fit the model, with the trimmed, non-empty text. While the promise
     * is pending the button reads "Searching..." and is disabled. The caller shows the result
     * ("Parts found!" and navigation, or "No parts found") and the failure toast ("Search
     * failed"); a rejection only returns the form to idle.
     */
    onSearch: (model: string) => Promise<unknown>;
    /** The text to start with, e.g. the `search` query of the page. */
    defaultValue?: string;
    /** Forces the searching state, for a caller that tracks the request itself. Default false. */
    searching?: boolean;
    /** Opens the "Where do I find my model number?" help at first. Default false. */
    defaultHelpOpen?: boolean;
  };

const HELP = [
  { appliance: "Refrigerator", where: "inside the fresh-food section, on the left wall or the ceiling." },
  { appliance: "Washer", where: "under the lid on a top-loader, or on the back panel." },
  { appliance: "Dishwasher", where: "on the edge of the door or the tub, seen with the door open." },
  { appliance: "AC condenser", where: "the rating plate on the side of the outdoor unit." },
] as const;

/**
 * The home hero's model-number search: a labelled field and a Search button. It trims the text;
 * an empty search shows the toast "Enter model number" and sends nothing. While `onSearch` runs
 * the button reads "Searching..." and is disabled. A collapsible help says where the model number
 * is on common appliances and links to the full guide. Never fetches.
 */
export function ModelSearch({
  onSearch,
  defaultValue,
  searching = false,
  defaultHelpOpen = false,
  surface,
  className,
  ...props
}: ModelSearchProps) {
  const hintId = useId();
  return (
    <SearchField
      mode="submit"
      aria-label="Model number"
      data-slot="model-search"
      noValidate
      className={cn(modelSearchVariants({ surface }), className)}
      {...props}
      label="Model number"
      labelClassName="text-base"
      defaultValue={defaultValue}
      placeholder="e.g. WRF555SDFZ"
      inputProps={{
        name: "model",
        type: "text",
        "aria-describedby": hintId,
        autoCapitalize: "characters",
        spellCheck: false,
        className: "h-11 font-mono text-base",
      }}
      rowClassName="flex-col sm:flex-row"
      button={{ label: "Search", busyLabel: "Searching...", content: "both", size: "lg", className: "h-11 sm:min-w-32" }}
      busy={searching}
      onEmpty={() => toast(EMPTY_MODEL_TOAST)}
      onSearch={onSearch}
    >
      <p id={hintId} className="text-sm text-muted-foreground">
        Find compatible parts by the model number on your appliance or HVAC unit. Spaces and dashes don't matter.
      </p>
      <details data-slot="model-search-help" open={defaultHelpOpen} className="group rounded-md text-sm">
        <summary className={cn(textLinkVariants({ icon: true }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          Where do I find my model number?
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="mt-2 grid gap-2 rounded-md bg-muted p-3 text-foreground">
          <p>Look for a sticker or metal plate labelled "Model" or "M/N":</p>
          <ul className="grid gap-1 pl-4 [list-style:disc]">
            {HELP.map((line) => (
              <li key={line.appliance}>
                <span className="font-semibold">{line.appliance}:</span> {line.where}
              </li>
            ))}
          </ul>
          <p>
            <TextLink to={MODEL_NUMBER_GUIDE_PATH} variant="underline">
              Read the full guide to finding your model number
            </TextLink>
          </p>
        </div>
      </details>
    </SearchField>
  );
}
