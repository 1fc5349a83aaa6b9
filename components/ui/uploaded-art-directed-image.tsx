import type { CSSProperties } from "react";
import { preload as preloadResource } from "react-dom";
import type { UploadedImage } from "@/content/gallery";
import { breakpoints, type Breakpoint } from "./art-directed-image";
import { UploadedSources, srcSet } from "./uploaded-picture";

interface UploadedArtDirectedImageProps {
  /** The upload for wide screens, and for browsers that skip `<source>`. */
  src: UploadedImage;
  /** `sizes` for `src`: the width its box takes on the screens that show it. */
  sizes: string;
  /** Another upload (a tall cut for phones) shown below a breakpoint. */
  art: { src: UploadedImage; sizes: string; below: Breakpoint };
  alt: string;
  className?: string;
  /** Fetch from the <head> at high priority: the one file the screen's media query picks. */
  preload?: boolean;
}

// Each cut keeps its own focal point: the phone's applies below the breakpoint (spelt out in
// full, so Tailwind finds the classes).
const artPosition = {
  sm: "max-sm:[object-position:var(--position-art)]",
  md: "max-md:[object-position:var(--position-art)]",
  lg: "max-lg:[object-position:var(--position-art)]",
} as const;

/** What the browser takes from a `<picture>`'s sources first: AVIF where made, else WebP. */
const firstChoice = (image: UploadedImage) =>
  image.avif.length
    ? { type: "image/avif", renditions: image.avif }
    : { type: "image/webp", renditions: image.webp };

/**
 * ArtDirectedImage for uploads: a `<picture>` whose sources swap in the `art` cut below
 * `art.below`, each cut from its AVIF and WebP renditions (made once, at upload) with its own
 * `sizes`, served by the site with no optimiser. It fills its positioned parent. Each cut is
 * preloaded only for the screens that show it, so a phone fetches one file, not two.
 */
export function UploadedArtDirectedImage({
  src,
  sizes,
  art,
  alt,
  className = "",
  preload,
}: UploadedArtDirectedImageProps) {
  const { media } = breakpoints[art.below];
  const cuts = [
    { image: art.src, sizes: art.sizes, media },
    { image: src, sizes, media: `not all and ${media}` },
  ];
  if (preload)
    for (const cut of cuts) {
      const { type, renditions } = firstChoice(cut.image);
      const largest = renditions.at(-1);
      if (!largest) continue;
      preloadResource(largest.src, {
        as: "image",
        type,
        imageSrcSet: srcSet(renditions),
        imageSizes: cut.sizes,
        fetchPriority: "high",
        media: cut.media,
      });
    }
  const style = {
    "--position": src.position,
    "--position-art": art.src.position,
  } as CSSProperties;
  return (
    <picture>
      <UploadedSources image={art.src} sizes={art.sizes} media={media} />
      <UploadedSources image={src} sizes={sizes} />
      <img
        src={src.src}
        alt={alt}
        width={src.width}
        height={src.height}
        loading={preload ? "eager" : "lazy"}
        fetchPriority={preload ? "high" : undefined}
        decoding="async"
        className={`absolute inset-0 h-full w-full object-cover [object-position:var(--position)] ${artPosition[art.below]} ${className}`}
        style={style}
      />
    </picture>
  );
}
