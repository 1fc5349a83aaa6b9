import { getImageProps, type ImageProps, type StaticImageData } from "next/image";
import { preload as preloadResource } from "react-dom";
import { compactPreview } from "@/server/images/compact-preview";

interface ArtDirectedImageProps {
  /** The picture for wide screens, and for browsers that skip `<source>`. */
  src: StaticImageData;
  /** `sizes` for `src`: the width its box takes on the screens that show it. */
  sizes: string;
  /** A different cut of the picture (a portrait one for phones) shown below a breakpoint. */
  art: { src: StaticImageData; sizes: string; below: Breakpoint };
  alt: string;
  className?: string;
  /** Fetch from the <head> at high priority: the one picture the screen's media query picks. */
  preload?: boolean;
}

// Tailwind's breakpoints, as media queries and as the class that swaps the blurred preview
// (class names spelt out in full, so Tailwind finds them).
export const breakpoints = {
  sm: { media: "(max-width: 39.99rem)", preview: "max-sm:bg-(image:--preview-art)" },
  md: { media: "(max-width: 47.99rem)", preview: "max-md:bg-(image:--preview-art)" },
  lg: { media: "(max-width: 63.99rem)", preview: "max-lg:bg-(image:--preview-art)" },
} as const;
export type Breakpoint = keyof typeof breakpoints;

const previewOf = async (image: StaticImageData) =>
  image.blurDataURL ? `url("${await compactPreview(image.blurDataURL)}")` : "none";

/**
 * ResponsiveImage's art-directed sibling: a `<picture>` whose `<source>` swaps in another cut of
 * the picture below `art.below`, each with its own AVIF/WebP srcset and `sizes`, rendered
 * on the server with no JavaScript. It fills its positioned parent (next/image's `fill`). Each
 * cut is preloaded only for the screens that show it, so a phone fetches one picture, not two.
 */
export async function ArtDirectedImage({
  src,
  sizes,
  art,
  alt,
  className = "",
  preload,
}: ArtDirectedImageProps) {
  const common = { alt, fill: true, preload } satisfies Partial<ImageProps>;
  const { props } = getImageProps({ ...common, src, sizes });
  const { props: artProps } = getImageProps({ ...common, src: art.src, sizes: art.sizes });
  const { media, preview: artPreviewClass } = breakpoints[art.below];
  if (preload) {
    for (const [image, only] of [
      [artProps, media],
      [props, `not all and ${media}`],
    ] as const) {
      preloadResource(image.src, {
        as: "image",
        imageSrcSet: image.srcSet,
        imageSizes: image.sizes,
        fetchPriority: "high",
        media: only,
      });
    }
  }
  // The blurred preview under the picture follows the cut the screen shows.
  const [preview, artPreview] = await Promise.all([previewOf(src), previewOf(art.src)]);
  return (
    <picture>
      <source media={media} srcSet={artProps.srcSet} sizes={artProps.sizes} />
      <img
        {...props}
        alt={alt}
        className={`bg-(image:--preview) ${artPreviewClass} bg-cover bg-center ${className}`}
        style={
          {
            ...props.style,
            "--preview": preview,
            "--preview-art": artPreview,
          } as React.CSSProperties
        }
      />
    </picture>
  );
}
