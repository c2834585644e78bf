import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination.tsx";

/** Keeps the page as a screen would (in the URL), and reports each change. */
function StatefulPagination({ page: initialPage, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <div className="grid gap-4">
      <p className="text-center text-sm text-muted-foreground">
        Showing page {page} of {props.pageCount}
      </p>
      <Pagination
        {...props}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
        }}
      />
    </div>
  );
}

/** The page numbers shown, in order. */
function shownPages(canvasElement: HTMLElement): number[] {
  const nav = within(canvasElement).getByRole("navigation", { name: "Pagination" });
  return within(nav)
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Walks through twelve pages: the window slides as the page moves past the middle. */
export const Default: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    await userEvent.click(canvas.getByRole("button", { name: "Page 4" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole("button", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    await expect(shownPages(canvasElement)).toEqual([2, 3, 4, 5, 6]);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(shownPages(canvasElement)).toEqual([3, 4, 5, 6, 7]);
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** Previous is disabled on the first page; the current page is not a way to change page. */
export const FirstPage: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    const current = canvas.getByRole("button", { name: "Page 1" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    await userEvent.click(current);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** In the middle the current page sits in the middle of the window. */
export const MiddlePage: Story = {
  args: { page: 7 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(shownPages(canvasElement)).toEqual([5, 6, 7, 8, 9]);
    await expect(canvas.getByRole("button", { name: "Page 7" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Page 9" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
  },
};

/** Next is disabled on the last page; the window ends at the last page. */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(shownPages(canvasElement)).toEqual([8, 9, 10, 11, 12]);
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

/** Fewer pages than the window: every page is shown. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3]);
  },
};

/** One page needs no controls: nothing renders. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument();
  },
};

/**
 * From the keyboard: Next on the second-last page disables itself, so focus moves to the current
 * page's number instead of falling to the page.
 */
export const KeyboardToLastPage: Story = {
  args: { page: 11 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("button", { name: "Next" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Page 12" })).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <dl className="grid grid-cols-[10rem_1fr] items-center gap-4">
      {[
        { label: "First of 12", page: 1, pageCount: 12 },
        { label: "Middle of 12", page: 7, pageCount: 12 },
        { label: "Last of 12", page: 12, pageCount: 12 },
        { label: "2 of 3", page: 2, pageCount: 3 },
        { label: "1 of 1 (renders nothing)", page: 1, pageCount: 1 },
      ].map((state) => (
        <div key={state.label} className="contents">
          <dt className="font-mono text-xs text-muted-foreground">{state.label}</dt>
          <dd>
            <Pagination
              aria-label={`Pagination, ${state.label}`}
              page={state.page}
              pageCount={state.pageCount}
              onPageChange={args.onPageChange}
              className="justify-start"
            />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
