export {
  ProductCard,
  ProductCardSkeleton,
  productCardVariants,
  WishlistButton,
  type ProductCardProps,
  type ProductCardSkeletonProps,
  type WishlistButtonProps,
} from "./PartCard.tsx";
export { PartImage, PartSilhouette, type PartImageProps } from "../../design/PartImage/PartImage.tsx";
export { getWishlist, setWishlist, useWishlist, type Wishlist } from "../../cart/saved/useWishlist.ts";
export { parseWishlist, serializeWishlist, toggleWishlist, WISHLIST_STORAGE_KEY } from "../../cart/saved/wishlist.ts";
