import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { store } from "../../testing/fixtures.ts";
import { PickupTime } from "./PickupTime.tsx";
import { SHOP_CLOCK_TICK_MS } from "./useShopClock.ts";

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("the live pickup line", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Tuesday 24 November 2026, 1:50 PM in New York.
    vi.setSystemTime(new Date("2026-11-24T18:50:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it("says only the time-free order-by rule in the server's HTML", () => {
    const html = renderToString(<PickupTime store={store} />);
    expect(html).toContain("Order by 2:00 PM for same-day pickup");
    expect(html).not.toContain("for pickup today");
  });

  it("counts down every minute once mounted", () => {
    render(<PickupTime store={store} />);
    expect(screen.getByText("Order in the next 10 min for pickup today")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SHOP_CLOCK_TICK_MS));
    expect(screen.getByText("Order in the next 9 min for pickup today")).toBeInTheDocument();
  });

  it("stops ticking while the tab is hidden and catches up when it is shown", () => {
    render(<PickupTime store={store} />);
    act(() => setHidden(true));
    act(() => vi.advanceTimersByTime(5 * SHOP_CLOCK_TICK_MS));
    expect(screen.getByText("Order in the next 10 min for pickup today")).toBeInTheDocument();
    act(() => setHidden(false));
    expect(screen.getByText("Order in the next 5 min for pickup today")).toBeInTheDocument();
  });

  it("keeps a fixed time as given", () => {
    render(<PickupTime store={store} now={new Date("2026-11-24T20:00:00Z")} />);
    act(() => vi.advanceTimersByTime(SHOP_CLOCK_TICK_MS));
    expect(screen.getByText("Ready tomorrow from 8:00 AM")).toBeInTheDocument();
  });
});
