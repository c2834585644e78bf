import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddToCartButton } from "./AddToCartButton.tsx";
import { ADDED_STATE_MS } from "./add-to-cart-state.ts";

/** An add the test settles by hand. */
function pendingAdd() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = () => res();
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("AddToCartButton", () => {
  it("reads 'Added!' for exactly two seconds after a successful add", async () => {
    const add = pendingAdd();
    render(<AddToCartButton inStock onAddToCart={() => add.promise} />);
    const button = screen.getByRole("button");

    fireEvent.click(button);
    expect(button).toHaveTextContent("Adding...");
    await act(async () => add.resolve());
    expect(button).toHaveTextContent("Added!");

    act(() => vi.advanceTimersByTime(ADDED_STATE_MS - 1));
    expect(button).toHaveTextContent("Added!");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent("Add to Cart");
  });

  it("goes back to idle at once when the add fails", async () => {
    const add = pendingAdd();
    render(<AddToCartButton inStock onAddToCart={() => add.promise} />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    await act(async () => add.reject(new Error("500: Internal Server Error")));
    expect(button).toHaveTextContent("Add to Cart");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("adds once however often it is pressed while adding", async () => {
    const add = pendingAdd();
    const onAddToCart = vi.fn(() => add.promise);
    render(<AddToCartButton inStock onAddToCart={onAddToCart} />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    await act(async () => add.resolve());
  });

  it("starts the two seconds again when pressed again while 'Added!'", async () => {
    render(<AddToCartButton inStock onAddToCart={() => Promise.resolve()} />);
    const button = screen.getByRole("button");
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent("Added!");
    act(() => vi.advanceTimersByTime(1500));
    expect(button).toHaveTextContent("Added!");
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveTextContent("Add to Cart");
  });

  it("leaves no timer behind when it unmounts while 'Added!'", async () => {
    const { unmount } = render(<AddToCartButton inStock onAddToCart={() => Promise.resolve()} />);
    await act(async () => fireEvent.click(screen.getByRole("button")));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is disabled and never adds when out of stock", () => {
    const onAddToCart = vi.fn(() => Promise.resolve());
    render(<AddToCartButton inStock={false} onAddToCart={onAddToCart} />);
    const button = screen.getByRole("button", { name: "Out of Stock" });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });
});
