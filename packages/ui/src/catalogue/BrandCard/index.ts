export { BrandCard, BrandCardSkeleton, type BrandCardProps } from "./BrandCard.tsx";
export { BRAND_SKELETONS, BrandGrid, type BrandGridProps } from "./BrandGrid.tsx";
export { brandInitials, formatPartCount, PART_TYPE_LABELS, typeTitle } from "./brand.ts";
