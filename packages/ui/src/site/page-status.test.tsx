import { blogHandlers, brandHandlers, categoryHandlers, getMockData, productHandlers } from "@shop/mocks";
import { server } from "@shop/mocks/node";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../client/client.ts";
import { infoPageState } from "../shop-info/index.ts";
import { localPageState } from "./LocalLandingScreen/index.ts";
import { logRequests, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";
import { PAGE_ERROR_TITLE, pageStatusOf, statusHead, type PageStatus } from "../shell/page-status.ts";
import { useArticlePage } from "../guides/index.ts";
import { useBrandPage, useCategoryPage, usePartPage } from "../catalogue/index.ts";

setupMockApi();

const data = getMockData();
const product = data.products[0]!;
const applianceCategory = data.categories.find((category) => category.type === "appliance")!;
const brand = data.brands[0]!;
const post = data.posts.find((p) => p.isPublished)!;

/** Renders a page hook until it leaves "loading". */
async function settle<T extends { status: PageStatus }>(hook: () => T) {
  const { wrapper } = withQueryClient();
  const { result } = renderHook(hook, { wrapper });
  await waitFor(() => expect(result.current.status).not.toBe("loading"));
  return result.current;
}

describe("pageStatusOf", () => {
  const failed = (status: number) => ({ status: "error" as const, error: new ApiError(status, "Failed", ""), data: undefined });

  it("calls a 404 not found and any other failure an error", () => {
    expect(pageStatusOf(failed(404))).toBe("not-found");
    expect(pageStatusOf(failed(500))).toBe("error");
    expect(pageStatusOf({ status: "error", error: new TypeError("Failed to fetch"), data: undefined })).toBe("error");
  });

  it("is loading while pending and ready with the record", () => {
    expect(pageStatusOf({ status: "pending", error: null, data: undefined })).toBe("loading");
    expect(pageStatusOf({ status: "success", error: null, data: { type: "hvac" } })).toBe("ready");
  });

  it("calls a record that is not this page's not found", () => {
    expect(pageStatusOf({ status: "success", error: null, data: { type: "hvac" } }, (record) => record.type === "appliance")).toBe("not-found");
  });
});

describe("statusHead", () => {
  it("gives a missing page its not-found title and asks not to index it", () => {
    expect(statusHead("not-found", "product")).toEqual({ title: "Part Not Found", noindex: true });
    expect(statusHead("not-found", "category")).toEqual({ title: "Category Not Found", noindex: true });
  });

  it("never calls a page that failed to load 'Not Found'", () => {
    for (const kind of ["product", "category", "brand", "article", "page"] as const) {
      const head = statusHead("error", kind);
      expect(head).toEqual({ title: PAGE_ERROR_TITLE, noindex: true });
      expect(head?.title).not.toMatch(/not found/i);
    }
  });

  it("leaves a loading or ready page its own head", () => {
    expect(statusHead("loading", "brand")).toBeNull();
    expect(statusHead("ready", "brand")).toBeNull();
  });
});

describe("useProductPage", () => {
  it("is ready with the part", async () => {
    const page = await settle(() => usePartPage(String(product.id)));
    expect(page.status).toBe("ready");
    expect(page.data?.id).toBe(product.id);
  });

  it("knows an id that cannot be a part's is not found without asking the server", async () => {
    const log = logRequests();
    for (const id of ["abc", "0", "1.5", "1234567890"]) {
      const page = await settle(() => usePartPage(id));
      expect(page.status, id).toBe("not-found");
    }
    expect(log.filter((request) => request.url.pathname.startsWith("/api/products"))).toEqual([]);
  });

  it("is not found on a 404 and an error, with a way to retry, on a 500", async () => {
    server.use(...productHandlers.notFound);
    expect((await settle(() => usePartPage("999999"))).status).toBe("not-found");
    server.use(...productHandlers.error(500));
    const failed = await settle(() => usePartPage(String(product.id)));
    expect(failed.status).toBe("error");
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(statusHead(failed.status, "product")?.title).toBe(PAGE_ERROR_TITLE);
  });
});

describe("useCategoryPage", () => {
  it("is ready on its own side and not found on the other", async () => {
    expect((await settle(() => useCategoryPage("appliance", applianceCategory.slug))).status).toBe("ready");
    expect((await settle(() => useCategoryPage("hvac", applianceCategory.slug))).status).toBe("not-found");
  });

  it("is an error, not 'Category Not Found', when the server fails", async () => {
    server.use(...categoryHandlers.error(500));
    const page = await settle(() => useCategoryPage("appliance", applianceCategory.slug));
    expect(page.status).toBe("error");
    expect(statusHead(page.status, "category")?.title).toBe(PAGE_ERROR_TITLE);
  });
});

describe("useBrandPage and useArticlePage", () => {
  it("are ready with their record", async () => {
    expect((await settle(() => useBrandPage(brand.slug))).data?.slug).toBe(brand.slug);
    expect((await settle(() => useArticlePage(post.slug))).data?.slug).toBe(post.slug);
  });

  it("are not found on a 404", async () => {
    expect((await settle(() => useBrandPage("no-such-brand"))).status).toBe("not-found");
    expect((await settle(() => useArticlePage("no-such-guide"))).status).toBe("not-found");
  });

  it("are errors on a 500", async () => {
    server.use(...brandHandlers.error(500), ...blogHandlers.error(500));
    expect((await settle(() => useBrandPage(brand.slug))).status).toBe("error");
    expect((await settle(() => useArticlePage(post.slug))).status).toBe("error");
  });
});

describe("infoPageState and localPageState", () => {
  it("are ready for the slugs that have copy and not found for any other", () => {
    expect(infoPageState("warranty")).toMatchObject({ status: "ready", data: { slug: "warranty" } });
    expect(infoPageState("about")).toMatchObject({ status: "not-found", data: undefined });
    expect(localPageState("havana-fl-hvac-repair")).toMatchObject({ status: "ready", data: { slug: "havana-fl-hvac-repair" } });
    expect(localPageState("tallahassee")).toMatchObject({ status: "not-found" });
  });
});
