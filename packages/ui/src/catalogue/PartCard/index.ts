export {
  ProductCard,
  ProductCardSkeleton,
  productCardVariants,
  WishlistButton,
  type ProductCardProps,
  type ProductCardSkeletonProps,
  type WishlistButtonProps,
} from "./PartCard.tsx";
