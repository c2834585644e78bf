import { describe, expect, it } from "vitest";
import { parseWishlist, serializeWishlist, toggleWishlist } from "./wishlist.ts";

describe("parseWishlist", () => {
  it("reads a stored array of product ids", () => {
    expect(parseWishlist("[3,14,15]")).toEqual([3, 14, 15]);
  });

  it("treats nothing stored, broken JSON and non-arrays as an empty list", () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist("")).toEqual([]);
    expect(parseWishlist("[1,")).toEqual([]);
    expect(parseWishlist('{"ids":[1]}')).toEqual([]);
    expect(parseWishlist("7")).toEqual([]);
  });

  it("drops entries that are not product ids and keeps each id once", () => {
    expect(parseWishlist('[1,"2",0,-4,2.5,null,1,9]')).toEqual([1, 9]);
  });

  it("reads back what it writes", () => {
    expect(parseWishlist(serializeWishlist([5, 2]))).toEqual([5, 2]);
  });
});

describe("toggleWishlist", () => {
  it("adds an id that is not there and removes one that is", () => {
    expect(toggleWishlist([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleWishlist([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it("sets the state asked for whatever it was", () => {
    expect(toggleWishlist([1], 1, true)).toEqual([1]);
    expect(toggleWishlist([1], 2, false)).toEqual([1]);
  });

  it("leaves the list it was given alone", () => {
    const ids = [1, 2];
    toggleWishlist(ids, 1);
    expect(ids).toEqual([1, 2]);
  });
});
