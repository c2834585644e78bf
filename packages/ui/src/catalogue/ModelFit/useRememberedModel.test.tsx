import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RememberedModelLine } from "./RememberedModel.tsx";
import { MODEL_STORAGE_KEY, setRememberedModel, useRememberedModel } from "./useRememberedModel.ts";

function ModelShown({ label }: { label: string }) {
  const { model } = useRememberedModel();
  return <p>{`${label}: ${model ?? "none"}`}</p>;
}

function Remember({ model }: { model: string }) {
  const { remember } = useRememberedModel();
  return (
    <button type="button" onClick={() => remember(model)}>
      Remember {model}
    </button>
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("useRememberedModel", () => {
  it("shows a model remembered in one component in every other, and keeps it in session storage", async () => {
    render(
      <>
        <Remember model="WRF555SDFZ" />
        <ModelShown label="Card" />
        <ModelShown label="Listing" />
      </>,
    );
    expect(screen.getByText("Card: none")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remember WRF555SDFZ" }));
    expect(screen.getByText("Card: WRF555SDFZ")).toBeInTheDocument();
    expect(screen.getByText("Listing: WRF555SDFZ")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(MODEL_STORAGE_KEY)).toBe("WRF555SDFZ");
  });

  it("reads the model remembered earlier in the visit", () => {
    window.sessionStorage.setItem(MODEL_STORAGE_KEY, "WDT750SAHZ");
    render(<ModelShown label="Card" />);
    expect(screen.getByText("Card: WDT750SAHZ")).toBeInTheDocument();
  });

  it("shows 'Your model' with a Remove button that forgets it everywhere", async () => {
    window.sessionStorage.setItem(MODEL_STORAGE_KEY, "WRF555SDFZ");
    render(
      <>
        <RememberedModelLine />
        <ModelShown label="Card" />
      </>,
    );
    expect(screen.getByText("Your model:")).toHaveTextContent("Your model: WRF555SDFZ");
    await userEvent.click(screen.getByRole("button", { name: "Remove your model WRF555SDFZ" }));
    expect(screen.queryByText(/Your model:/)).toBeNull();
    expect(screen.getByText("Card: none")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(MODEL_STORAGE_KEY)).toBeNull();
  });

  it("keeps the model for the page when session storage is blocked", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    render(
      <>
        <Remember model="WRF555SDFZ" />
        <ModelShown label="Card" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remember WRF555SDFZ" }));
    expect(screen.getByText("Card: WRF555SDFZ")).toBeInTheDocument();
    // Forget while still blocked, so the page-only copy does not leak into the next test.
    act(() => setRememberedModel(null));
    expect(screen.getByText("Card: none")).toBeInTheDocument();
  });

  it("leaves the model out of the server's HTML and shows it after hydrating, without a mismatch", async () => {
    window.sessionStorage.setItem(MODEL_STORAGE_KEY, "WRF555SDFZ");
    const app = <RememberedModelLine />;
    // Server rendering never sees the browser's storage.
    const html = renderToString(app);
    expect(html).not.toContain("WRF555SDFZ");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent("Your model: WRF555SDFZ");
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});
