import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION } from "../constants.ts";
import { Toaster } from "./Toaster.tsx";
import { dismissToast, toast, useToast } from "./toast-store.ts";

function region() {
  return within(screen.getByRole("region", { name: "Notifications (F8)" }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("toast()", () => {
  it("shows a toast with its title and description", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Parts found!", description: "3 parts fit model WRF555SDFZ." });
    });
    expect(region().getByText("Parts found!")).toBeInTheDocument();
    expect(region().getByText("3 parts fit model WRF555SDFZ.")).toBeInTheDocument();
  });

  it("keeps only the newest toast on screen", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Added to cart" });
      toast({ title: "Cart updated" });
    });
    expect(region().queryByText("Added to cart")).not.toBeInTheDocument();
    expect(region().getByText("Cart updated")).toBeInTheDocument();
  });

  it("closes a toast by itself after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Cart cleared" });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 100);
    });
    expect(region().getByText("Cart cleared")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(region().queryByText("Cart cleared")).not.toBeInTheDocument();
  });

  it("closes a toast from its close button", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Item removed" });
    });
    await userEvent.click(region().getByRole("button", { name: "Close" }));
    expect(region().queryByText("Item removed")).not.toBeInTheDocument();
  });

  it("marks an error toast as destructive", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Could not add to cart", variant: "destructive" });
    });
    expect(region().getByText("Could not add to cart").closest('[data-slot="toast"]')).toHaveAttribute(
      "data-variant",
      "destructive",
    );
  });

  it("updates and dismisses through the handle it returns", () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Adding..." });
    });
    act(() => handle?.update({ title: "Added!" }));
    expect(region().getByText("Added!")).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(region().queryByText("Added!")).not.toBeInTheDocument();
  });
});

describe("useToast", () => {
  it("lists the toasts in the store, dismissed ones marked closed", () => {
    const seen: string[] = [];
    function Probe() {
      const { toasts } = useToast();
      seen.push(toasts.map((t) => `${String(t.title)}:${t.open ? "open" : "closed"}`).join(","));
      return null;
    }
    render(<Probe />);
    act(() => {
      toast({ title: "Saved" });
    });
    act(() => dismissToast());
    expect(seen.at(-1)).toBe("Saved:closed");
  });
});
