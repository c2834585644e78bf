import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toast-store.ts";
import { ToasterOnDemand } from "./ToasterOnDemand.tsx";

describe("ToasterOnDemand", () => {
  it("renders no notifications region until the first toast, then shows that toast in it", async () => {
    render(<ToasterOnDemand />);
    expect(screen.queryByRole("region", { name: "Notifications (F8)" })).not.toBeInTheDocument();

    act(() => {
      toast({ title: "Added to cart", description: "Water filter" });
    });

    const region = within(await screen.findByRole("region", { name: "Notifications (F8)" }));
    // Radix draws a toast into the viewport once the viewport is on the page: a render later.
    expect(await region.findByText("Added to cart")).toBeInTheDocument();
    expect(region.getByText("Water filter")).toBeInTheDocument();

    act(() => {
      toast({ title: "Cart updated" });
    });
    expect(await region.findByText("Cart updated")).toBeInTheDocument();
  });
});
