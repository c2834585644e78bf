export {
  PartCard,
  PartCardSkeleton,
  partCardVariants,
  WishlistButton,
  type PartCardProps,
  type PartCardSkeletonProps,
  type WishlistButtonProps,
} from "./PartCard.tsx";
