import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_DELAY_DURATION } from "../constants.ts";

/** Counts how often the tooltip's module (Radix Tooltip) is loaded. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./Tooltip.tsx", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const { TooltipOnDemand } = await import("./TooltipOnDemand.tsx");

function Toolbar() {
  return (
    <>
      <TooltipOnDemand content="Dark theme">
        <button type="button" aria-label="Dark theme">
          ☾
        </button>
      </TooltipOnDemand>
      <TooltipOnDemand content="Cart, 3 items">
        <a href="/cart" aria-label="Cart, 3 items">
          🛒
        </a>
      </TooltipOnDemand>
    </>
  );
}

/** Lets the dynamic import and the re-render after it settle. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe("TooltipOnDemand", () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; Radix's positioning watches the bubble's size with one.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("draws the control with its own name and loads no tooltip code before a hover or focus", async () => {
    render(<Toolbar />);
    await settle();
    expect(screen.getByRole("button", { name: "Dark theme" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toBeInTheDocument();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  it("loads the code on the first hover and shows the name after the delay, and loads it only once", async () => {
    render(<Toolbar />);
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    fireEvent.pointerEnter(toggle, { pointerType: "mouse" });
    await settle();
    expect(loads.count).toBe(1);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_DURATION);
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Dark theme");
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAccessibleDescription("Dark theme");

    // The second control reuses the loaded code.
    const cart = screen.getByRole("link", { name: "Cart, 3 items" });
    fireEvent.pointerEnter(cart, { pointerType: "mouse" });
    fireEvent.focus(cart);
    await settle();
    expect(loads.count).toBe(1);
  });

  it("shows the name at once on keyboard focus, keeps the focus on the control, and closes on Escape", async () => {
    render(<Toolbar />);
    const cart = screen.getByRole("link", { name: "Cart, 3 items" });
    act(() => cart.focus());
    await settle();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Cart, 3 items");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await settle();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("neither loads nor opens on a touch", async () => {
    render(<Toolbar />);
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    fireEvent.pointerEnter(toggle, { pointerType: "touch" });
    fireEvent.pointerDown(toggle, { pointerType: "touch" });
    act(() => toggle.focus());
    fireEvent.pointerUp(document, { pointerType: "touch" });
    await act(async () => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_DURATION * 2);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});
