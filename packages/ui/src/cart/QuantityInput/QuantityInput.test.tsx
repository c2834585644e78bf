import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QuantityInput } from "./QuantityInput.tsx";

function field() {
  return screen.getByRole("textbox", { name: "Quantity" });
}

describe("QuantityInput", () => {
  it("commits nothing while typing, and once when the field is left", () => {
    const onCommit = vi.fn();
    render(<QuantityInput value={2} onCommit={onCommit} onHand={50} />);
    fireEvent.change(field(), { target: { value: "1" } });
    fireEvent.change(field(), { target: { value: "15" } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(15);
  });

  it("drops the typing on Escape and shows the quantity it had", () => {
    const onCommit = vi.fn();
    render(<QuantityInput value={4} onCommit={onCommit} />);
    fireEvent.change(field(), { target: { value: "9" } });
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(field()).toHaveValue("4");
    fireEvent.blur(field());
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("writes nothing when the typed number is the one it already had", () => {
    const onCommit = vi.fn();
    render(<QuantityInput value={3} onCommit={onCommit} />);
    fireEvent.change(field(), { target: { value: "03" } });
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(field()).toHaveValue("3");
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("follows a new quantity from outside once the typing is committed", () => {
    const { rerender } = render(<QuantityInput value={1} onCommit={() => undefined} />);
    rerender(<QuantityInput value={6} onCommit={() => undefined} />);
    expect(field()).toHaveValue("6");
  });
});
