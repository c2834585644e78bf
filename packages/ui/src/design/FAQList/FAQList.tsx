import { useId } from "react";
import type * as React from "react";
import { ChevronDownIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";

/** One question and its answer of a local page's FAQ. The answer is plain text; line breaks are kept. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export type FAQListProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The questions, in order. An empty list renders nothing (no heading over an empty box). */
  items: readonly FaqEntry[];
  /** The heading's text. Default "Frequently Asked Questions". */
  heading?: string;
  /** The heading's level, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Opens the first question at first. Default false. */
  defaultFirstOpen?: boolean;
};

/**
 * The local pages' FAQ: a headed section of questions, each a native disclosure
 * (`<details>`/`<summary>`), so it opens with a click, Enter or Space and works without script;
 * the browser's find-in-page also opens a closed answer that matches. With no items it renders
 * nothing at all: a local page without questions simply has no FAQ section.
 */
export function FAQList({
  items,
  heading = "Frequently Asked Questions",
  headingLevel = 2,
  defaultFirstOpen = false,
  className,
  ...props
}: FAQListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-slot="faq-list" aria-labelledby={headingId} className={cn("grid gap-4", className)} {...props}>
      <Heading id={headingId} className="text-2xl font-bold tracking-tight">
        {heading}
      </Heading>
      <div className="divide-y overflow-hidden rounded-lg border bg-card text-card-foreground">
        {items.map((item, index) => (
          <details key={item.question} data-slot="faq-item" open={defaultFirstOpen && index === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="px-4 pt-1 pb-4 whitespace-pre-line text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
