import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { THEME_STORAGE_KEY } from "../../design/theme.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";

/**
 * The toggle changes the page: <html> and local storage. Each story starts light with nothing
 * stored and puts the page back afterwards, so the toolbar's theme is not left changed.
 */
function resetPageTheme() {
  const root = document.documentElement;
  const hadDark = root.classList.contains("dark");
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  window.localStorage.removeItem(THEME_STORAGE_KEY);
  root.classList.remove("dark");
  return () => {
    root.classList.toggle("dark", hadDark);
    if (stored === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  };
}

const meta = {
  title: "Components/ThemeToggle",
  component: ThemeToggle,
  args: { onThemeChange: fn() },
  // These stories are about the page's theme, so they pin where they start (the stories-dark
  // test project would otherwise start them dark).
  globals: { theme: "light" },
  beforeEach: resetPageTheme,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "false");
  },
};

/** Clicking flips the `dark` class on <html> and stores the choice; clicking again goes back. */
export const TogglesTheme: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const root = document.documentElement;
    const button = canvas.getByRole("button", { name: "Dark theme" });
    await userEvent.click(button);
    await expect(root).toHaveClass("dark");
    await expect(window.localStorage.getItem("theme")).toBe("dark");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(args.onThemeChange).toHaveBeenLastCalledWith("dark");
    await userEvent.click(button);
    await expect(root).not.toHaveClass("dark");
    await expect(window.localStorage.getItem("theme")).toBe("light");
    await expect(button).toHaveAttribute("aria-pressed", "false");
  },
};

/** Starts pressed when the page is dark (the init script applied a stored "dark"). */
export const Dark: Story = {
  // The preview's theme decorator puts `dark` on <html>, as the init script would.
  globals: { theme: "dark" },
  beforeEach: () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** An icon alone: resting on it or focusing it shows its name in a tooltip; Escape closes it. */
export const ShowsName: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Dark theme" }));
    await expect(await screen.findByRole("tooltip", {}, { timeout: 3000 })).toHaveTextContent("Dark theme");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    // Still a toggle after its tooltip loaded.
    await userEvent.click(canvas.getByRole("button", { name: "Dark theme" }));
    await expect(canvas.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Controlled: shows the theme it is given and only reports clicks. */
export const Controlled: Story = {
  args: { theme: "dark" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dark theme" }));
    await expect(args.onThemeChange).toHaveBeenCalledWith("light");
    await expect(document.documentElement).not.toHaveClass("dark");
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <ThemeToggle theme="light" label="Dark theme (off)" />
      <ThemeToggle theme="dark" label="Dark theme (on)" />
      <ThemeToggle theme="light" variant="outline" label="Dark theme (outline)" />
      <ThemeToggle theme="light" disabled label="Dark theme (disabled)" />
    </div>
  ),
};
