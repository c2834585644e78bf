import { useEffect, useRef } from "react";
import type * as React from "react";
import { ChevronRightIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { PAGE_WINDOW, paginationModel } from "./model.ts";

export type PaginationProps = Omit<React.ComponentProps<"nav">, "children" | "onChange"> & {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (see `pageCountFor`). One page or none renders nothing. */
  pageCount: number;
  /** Called with the page asked for; never with the current page or one out of range. */
  onPageChange: (page: number) => void;
  /** How many page numbers to show at most. Default PAGE_WINDOW (5). */
  windowSize?: number;
  /** The navigation's accessible name. Default "Pagination"; give two on one page different names. */
  "aria-label"?: string;
};

/**
 * Page controls: Previous, at most five page numbers in a window that slides with the current
 * page, Next. The current page carries `aria-current="page"`; Previous and Next are disabled at
 * the first and last page. Renders nothing when there is only one page. Controlled: the screen
 * keeps the page (in the URL) and passes it back.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  windowSize = PAGE_WINDOW,
  "aria-label": label = "Pagination",
  className,
  ...props
}: PaginationProps) {
  const model = paginationModel(page, pageCount, windowSize);
  const currentRef = useRef<HTMLButtonElement>(null);
  // Set when Previous or Next was pressed; if that took us to the end and disabled the button,
  // focus would fall to the page, so it moves to the current page's number instead.
  const steppedWith = useRef<"previous" | "next" | null>(null);

  useEffect(() => {
    const stepped = steppedWith.current;
    steppedWith.current = null;
    if ((stepped === "next" && !model.hasNext) || (stepped === "previous" && !model.hasPrevious)) {
      currentRef.current?.focus();
    }
  }, [model.page, model.hasNext, model.hasPrevious]);

  if (model.pageCount <= 1) return null;

  const go = (target: number) => {
    if (target !== model.page && target >= 1 && target <= model.pageCount) onPageChange(target);
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn("flex justify-center", className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={!model.hasPrevious}
            onClick={() => {
              steppedWith.current = "previous";
              go(model.page - 1);
            }}
          >
            <ChevronRightIcon className="rotate-180" />
            Previous
          </Button>
        </li>
        {model.pages.map((number) => {
          const current = number === model.page;
          return (
            <li key={number}>
              <Button
                ref={current ? currentRef : undefined}
                variant={current ? "default" : "ghost"}
                size="sm"
                aria-current={current ? "page" : undefined}
                aria-label={`Page ${number}`}
                className="min-w-8 tabular-nums"
                onClick={() => go(number)}
              >
                {number}
              </Button>
            </li>
          );
        })}
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={!model.hasNext}
            onClick={() => {
              steppedWith.current = "next";
              go(model.page + 1);
            }}
          >
            Next
            <ChevronRightIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
