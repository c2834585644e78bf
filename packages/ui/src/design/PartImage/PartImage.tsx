import { useState } from "react";
import type * as React from "react";
import { photoSrc, photoSrcSet, type PartPhoto } from "@shop/domain";
import { CategoryIcon } from "../icons/CategoryIcon.tsx";
import { cn } from "../utils.ts";

/**
 * The silhouette shown where a part has no photo: a gear, drawn inline (no request, nothing to
 * load), in the muted colour of the frame around it. Decorative.
 */
export function PartSilhouette({ className, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg
      data-slot="part-silhouette"
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
      focusable="false"
      className={cn("text-muted-foreground/60", className)}
      {...props}
    >
      {/* The teeth: a thick dashed ring, 12 teeth around a 22-unit radius. */}
      <circle cx="32" cy="32" r="22" strokeWidth="7" strokeDasharray="5.76 5.76" />
      <circle cx="32" cy="32" r="17" strokeWidth="4" />
      <circle cx="32" cy="32" r="6" strokeWidth="4" />
    </svg>
  );
}

export type PartImageProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The part's uploaded photo: every width in `srcset`, its size in width and height. Wins over `src`. */
  photo?: PartPhoto | undefined;
  /** Path or URL of an older single photo; absent (or failing to load) shows the placeholder. */
  src?: string | undefined;
  /** The photo's text alternative. Default "" (decorative): beside the part's name it adds nothing. */
  alt?: string;
  /** The part's category: with no photo its icon stands in, rather than the one gear for every part. */
  category?: { slug: string } | undefined;
  /** How wide the frame is drawn, for the browser to pick a width of the photo. Default: a card in the grid. */
  sizes?: string;
  /**
   * The page's main image (the part's own page): loaded at once with high priority, since it is the
   * largest thing in view. Default false: lazily, when it comes near the screen.
   */
  eager?: boolean;
};

/** A card in the storefront's grid: two columns on a phone, up to four 280-pixel ones on a desktop. */
const CARD_SIZES = "(min-width: 1280px) 280px, (min-width: 768px) 33vw, 50vw";

function Placeholder({ category }: { category: { slug: string } | undefined }) {
  return category ? <CategoryIcon slug={category.slug} className="size-1/2 text-muted-foreground/60" /> : <PartSilhouette className="size-1/2" />;
}

type PhotoProps = Pick<PartImageProps, "photo" | "category" | "sizes" | "eager"> & { src: string; alt: string };

function Photo({ src, photo, alt, category, sizes = CARD_SIZES, eager = false }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder category={category} />;
  return (
    <img
      data-slot="part-image-photo"
      src={src}
      {...(photo ? { srcSet: photoSrcSet(photo), sizes, width: photo.width, height: photo.height } : {})}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      onError={() => setFailed(true)}
      className="size-full object-contain p-2"
    />
  );
}

/**
 * A part's photo in a square frame, or its category's icon (a gear when the category is not given)
 * when there is none or it fails to load. The frame's size never depends on the photo, so nothing
 * jumps when it arrives.
 */
export function PartImage({ photo, src, alt = "", category, sizes, eager, className, ...props }: PartImageProps) {
  const shown = photo ? photoSrc(photo) : src;
  return (
    <div
      data-slot="part-image"
      data-placeholder={!shown || undefined}
      className={cn("flex aspect-square items-center justify-center overflow-hidden bg-muted", className)}
      {...props}
    >
      {/* Keyed by the file: a new photo gets a fresh chance to load. */}
      {shown ? <Photo key={shown} src={shown} alt={alt} {...{ photo, category, sizes, eager }} /> : <Placeholder category={category} />}
    </div>
  );
}
