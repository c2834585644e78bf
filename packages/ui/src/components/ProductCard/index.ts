export {
  ProductCard,
  ProductCardSkeleton,
  productCardVariants,
  WishlistButton,
  type ProductCardProps,
  type ProductCardSkeletonProps,
  type WishlistButtonProps,
} from "./ProductCard.tsx";
export { PartImage, PartSilhouette, type PartImageProps } from "./PartImage.tsx";
export { getWishlist, setWishlist, useWishlist, type Wishlist } from "./useWishlist.ts";
export { parseWishlist, serializeWishlist, toggleWishlist, WISHLIST_STORAGE_KEY } from "./wishlist.ts";
