import { useState } from "react";
import type * as React from "react";
import { cn } from "../../lib/utils.ts";

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
  /** Path or URL of the photo; absent (or failing to load) shows the silhouette. */
  src?: string | undefined;
  /** The photo's text alternative. Default "" (decorative): beside the part's name it adds nothing. */
  alt?: string;
};

function Photo({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <PartSilhouette className="size-1/2" />;
  return (
    <img
      data-slot="part-image-photo"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-contain p-2"
    />
  );
}

/**
 * A part's photo in a square frame, or a gear silhouette when there is none or it fails to load.
 * The frame's size never depends on the photo, so nothing jumps when it arrives.
 */
export function PartImage({ src, alt = "", className, ...props }: PartImageProps) {
  return (
    <div
      data-slot="part-image"
      data-placeholder={!src || undefined}
      className={cn("flex aspect-square items-center justify-center overflow-hidden bg-muted", className)}
      {...props}
    >
      {/* Keyed by src: a new photo gets a fresh chance to load. */}
      {src ? <Photo key={src} src={src} alt={alt} /> : <PartSilhouette className="size-1/2" />}
    </div>
  );
}
