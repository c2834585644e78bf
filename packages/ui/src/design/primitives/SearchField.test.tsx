import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchField } from "./SearchField.tsx";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The server's HTML for the field, text typed into it before the page hydrates, then hydration. */
function typedBeforeHydration(typed: string, onSearch: (query: string) => Promise<unknown>) {
  const field = <SearchField mode="submit" aria-label="Parts" label="Search parts" button={{ label: "Search" }} onSearch={onSearch} />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(field);
  document.body.append(container);
  const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search parts" });
  box.value = typed;
  act(() => {
    root = hydrateRoot(container, field);
  });
  return box;
}

describe("SearchField", () => {
  it("searches for text typed before the page hydrated and keeps it in the box", async () => {
    let answer: (value: unknown) => void = () => {};
    const onSearch = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const box = typedBeforeHydration("ZZZ999NOPE", onSearch);
    act(() => {
      fireEvent.submit(box.form!);
    });
    expect(onSearch).toHaveBeenCalledWith("ZZZ999NOPE");
    expect(screen.getByRole("search", { name: "Parts" }).getAttribute("data-state")).toBe("searching");
    expect(box.value).toBe("ZZZ999NOPE");
    await act(async () => answer(null));
    expect(screen.getByRole("search", { name: "Parts" }).getAttribute("data-state")).toBe("idle");
    expect(box.value).toBe("ZZZ999NOPE");
  });
});
