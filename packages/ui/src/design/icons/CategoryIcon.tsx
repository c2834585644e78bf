import type * as React from "react";
import { Icon, type IconProps } from "./Icon.tsx";
import { WRENCH_PATH } from "./line-icons.tsx";

/**
 * A line icon for each part category of the seed catalogue (in lucide's style), chosen by slug,
 * with a wrench for any category added later. Decorative.
 */

const shapes: Record<string, React.ReactNode> = {
  // Appliance
  "refrigerator-parts": (
    <>
      <path d="M5 6a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6Z" />
      <path d="M5 10h14" />
      <path d="M15 6v1M15 13v3" />
    </>
  ),
  "washer-dryer-parts": (
    <>
      <rect width="18" height="20" x="3" y="2" rx="2" />
      <path d="M3 6h18M7 4h.01M10 4h.01" />
      <circle cx="12" cy="14" r="5" />
      <path d="M12 19a2.5 2.5 0 0 0 0-5 2.5 2.5 0 0 1 0-5" />
    </>
  ),
  "dishwasher-parts": (
    <>
      <rect width="18" height="20" x="3" y="2" rx="2" />
      <path d="M3 7h18M7 4.5h.01M10 4.5h.01M17 4.5h-3" />
      <path d="M7 12h10M7 16h10" />
    </>
  ),
  "range-oven-parts": (
    <>
      <rect width="18" height="20" x="3" y="2" rx="2" />
      <path d="M3 8h18M7 5h.01M12 5h.01M17 5h.01" />
      <rect width="10" height="7" x="7" y="11" rx="1" />
    </>
  ),
  "microwave-parts": (
    <>
      <rect width="20" height="15" x="2" y="4" rx="2" />
      <rect width="10" height="9" x="5" y="7" rx="1" />
      <path d="M18 8h.01M18 11h.01M6 19v2M18 19v2" />
    </>
  ),
  "ice-maker-parts": (
    <>
      <rect width="9" height="9" x="3" y="12" rx="2" />
      <rect width="9" height="9" x="12" y="3" rx="2" transform="rotate(12 16.5 7.5)" />
      <path d="M6 15l2 2M15 6l2 2" />
    </>
  ),
  "garbage-disposal-parts": (
    <>
      <path d="M4 3h16l-2 6H6Z" />
      <path d="M7 9v9a5 3 0 0 0 10 0V9" />
      <path d="M10 13h4M12 21v1" />
    </>
  ),
  "water-filters": (
    <>
      <path d="M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z" />
      <path d="M9 15a3 3 0 0 0 3 3" />
    </>
  ),
  // HVAC
  "ac-parts": (
    <>
      <path d="M2 12h20M12 2v20" />
      <path d="m20 16-4-4 4-4M4 8l4 4-4 4M16 4l-4 4-4-4M8 20l4-4 4 4" />
    </>
  ),
  "heating-parts": (
    <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />
  ),
  "air-quality-parts": (
    <>
      <path d="M12.8 19.6A2 2 0 1 0 14 16H2" />
      <path d="M17.5 8a2.5 2.5 0 1 1 2 4H2" />
      <path d="M9.8 4.4A2 2 0 1 1 11 8H2" />
    </>
  ),
  thermostats: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  "heat-pump-parts": (
    <>
      <rect width="20" height="16" x="2" y="4" rx="2" />
      <circle cx="10" cy="12" r="4" />
      <path d="M10 8v8M6 12h8M17 8h2M17 12h2M17 16h2" />
    </>
  ),
  "motors-fans": (
    <>
      <path d="M10.83 16.38a6.08 6.08 0 0 1-8.62-7l5.41 1.45a6.08 6.08 0 0 1 7-8.62l-1.45 5.41a6.08 6.08 0 0 1 8.62 7l-5.41-1.45a6.08 6.08 0 0 1-7 8.62l1.45-5.41Z" />
      <path d="M12 12v.01" />
    </>
  ),
  "capacitors-contactors": (
    <>
      <rect width="10" height="16" x="7" y="6" rx="2" />
      <path d="M10 6V2M14 6V2" />
      <path d="m13 10-2 3h2l-2 3" />
    </>
  ),
  "ductless-mini-split-parts": (
    <>
      <rect width="20" height="8" x="2" y="3" rx="2" />
      <path d="M6 8h12" />
      <path d="M7 15c0 2 1 2 1 4M12 15c0 2 1 2 1 4M17 15c0 2 1 2 1 4" />
    </>
  ),
};

/**
 * The icon for a category slug; a wrench for a slug it does not know. Drawn a little finer than the
 * interface icons (stroke 1.75) and sized by the tile's class.
 */
export function CategoryIcon({ slug, ...props }: IconProps & { slug: string }) {
  return (
    <Icon width={undefined} height={undefined} strokeWidth="1.75" data-slot="category-icon" data-known={slug in shapes} {...props}>
      {shapes[slug] ?? <path d={WRENCH_PATH} />}
    </Icon>
  );
}
