import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "react-router";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { MenuIcon } from "../icons/index.ts";
import { Button } from "./Button.tsx";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from "./Sheet.tsx";

const links = [
  { to: "/brands", label: "Brands" },
  { to: "/appliance-parts", label: "Appliance Parts" },
  { to: "/hvac-parts", label: "HVAC Parts" },
  { to: "/blog", label: "Blog" },
];

/** The mobile menu, the sheet's main use: links close it as they navigate. */
function MobileMenu({ side, open, onOpenChange }: { side?: SheetContentProps["side"]; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Sheet defaultOpen={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Open menu">
          <MenuIcon />
        </Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Shop parts by type or brand.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-1 px-4">
          {links.map((link) => (
            <SheetClose key={link.to} asChild>
              <Link to={link.to} className="rounded-md px-2 py-2 font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                {link.label}
              </Link>
            </SheetClose>
          ))}
        </nav>
        <SheetFooter>
          <Button asChild variant="secondary">
            <a href="tel:+18505550142">Call (850) 555-0142</a>
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "Primitives/Sheet",
  component: Sheet,
  args: { onOpenChange: fn() },
  parameters: { route: { path: "/", initialEntry: "/" } },
  render: (args) => <MobileMenu onOpenChange={args.onOpenChange} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Opened: a modal dialog named by its title, focus inside. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveAccessibleDescription("Shop parts by type or brand.");
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesOnBackdrop: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog", { name: "Menu" });
    const overlay = document.querySelector<HTMLElement>('[data-slot="sheet-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesOnLinkClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(dialog).getByRole("link", { name: "Brands" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const Left: Story = {
  render: () => <MobileMenu side="left" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await expect(await screen.findByRole("dialog", { name: "Menu" })).toHaveAttribute("data-side", "left");
  },
};

/** One trigger per side; open each to review it. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {(["right", "left", "top", "bottom"] as const).map((side) => (
        <Sheet key={side}>
          <SheetTrigger asChild>
            <Button variant="outline">Open {side}</Button>
          </SheetTrigger>
          <SheetContent side={side}>
            <SheetHeader>
              <SheetTitle>Sheet from the {side}</SheetTitle>
              <SheetDescription>Filters, the mobile menu or a quick cart.</SheetDescription>
            </SheetHeader>
          </SheetContent>
        </Sheet>
      ))}
    </div>
  ),
};
