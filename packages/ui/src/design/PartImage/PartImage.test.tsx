import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PartPhoto } from "@shop/domain";
import { PartImage } from "./PartImage.tsx";

const photo: PartPhoto = {
  key: "0123456789abcdef",
  widths: [200, 400, 800],
  width: 1200,
  height: 900,
};

describe("PartImage", () => {
  it("offers every width of an uploaded photo with its size, loaded lazily", () => {
    render(<PartImage photo={photo} alt="Door gasket" sizes="50vw" />);
    const img = screen.getByRole("img", { name: "Door gasket" });
    expect(img).toHaveAttribute("src", "/photos/0123456789abcdef-800.webp");
    expect(img).toHaveAttribute("srcset", expect.stringContaining("/photos/0123456789abcdef-200.webp 200w"));
    expect(img).toHaveAttribute("sizes", "50vw");
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "900");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads the page's main photo at once with high priority", () => {
    render(<PartImage photo={photo} alt="Door gasket" eager />);
    const img = screen.getByRole("img", { name: "Door gasket" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the category's icon, not the gear, for a part without a photo", () => {
    const { container } = render(<PartImage category={{ slug: "dishwasher-parts" }} />);
    expect(container.querySelector("[data-slot=category-icon]")).toHaveAttribute("data-known", "true");
    expect(container.querySelector("[data-slot=part-silhouette]")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
