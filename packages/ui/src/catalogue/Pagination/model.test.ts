import { describe, expect, it } from "vitest";
import { PAGE_WINDOW, pageCountFor, paginationModel } from "./model.ts";

describe("paginationModel", () => {
  it("shows at most five numbers", () => {
    expect(PAGE_WINDOW).toBe(5);
    for (let page = 1; page <= 40; page++) expect(paginationModel(page, 40).pages.length).toBe(5);
  });

  it("starts the window at page 1 on the first pages", () => {
    expect(paginationModel(1, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationModel(3, 12).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it("slides the window to keep the current page in the middle", () => {
    expect(paginationModel(4, 12).pages).toEqual([2, 3, 4, 5, 6]);
    expect(paginationModel(7, 12).pages).toEqual([5, 6, 7, 8, 9]);
  });

  it("stops the window at the last page", () => {
    expect(paginationModel(10, 12).pages).toEqual([8, 9, 10, 11, 12]);
    expect(paginationModel(12, 12).pages).toEqual([8, 9, 10, 11, 12]);
  });

  it("shows every page when there are five or fewer", () => {
    expect(paginationModel(2, 3).pages).toEqual([1, 2, 3]);
    expect(paginationModel(5, 5).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it("disables Previous on the first page and Next on the last", () => {
    expect(paginationModel(1, 6)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(paginationModel(3, 6)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(paginationModel(6, 6)).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it("has neither Previous nor Next for a single page", () => {
    expect(paginationModel(1, 1)).toEqual({ page: 1, pageCount: 1, pages: [1], hasPrevious: false, hasNext: false });
  });

  it("shows nothing when there are no pages", () => {
    expect(paginationModel(1, 0)).toEqual({ page: 1, pageCount: 0, pages: [], hasPrevious: false, hasNext: false });
  });

  it("moves a page out of range back into it", () => {
    expect(paginationModel(99, 12).page).toBe(12);
    expect(paginationModel(0, 12).page).toBe(1);
    expect(paginationModel(-3, 12).page).toBe(1);
    expect(paginationModel(Number.NaN, 12).page).toBe(1);
    expect(paginationModel(2.7, 12).page).toBe(2);
  });

  it("keeps the window in range for other window sizes", () => {
    expect(paginationModel(5, 10, 3).pages).toEqual([4, 5, 6]);
    expect(paginationModel(6, 10, 4).pages).toEqual([5, 6, 7, 8]);
    expect(paginationModel(10, 10, 4).pages).toEqual([7, 8, 9, 10]);
  });
});

describe("pageCountFor", () => {
  it("rounds up: 20 parts a page, 41 parts need 3 pages", () => {
    expect(pageCountFor(41, 20)).toBe(3);
    expect(pageCountFor(40, 20)).toBe(2);
    expect(pageCountFor(1, 10)).toBe(1);
  });

  it("is 0 for nothing, or a nonsense page size", () => {
    expect(pageCountFor(0, 20)).toBe(0);
    expect(pageCountFor(10, 0)).toBe(0);
  });
});
