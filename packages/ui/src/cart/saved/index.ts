export * from "./saved-copy.ts";
export * from "./useWishlist.ts";
export * from "./wishlist.ts";
