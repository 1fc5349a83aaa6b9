import type { CSSProperties } from "react";
import type { Rendition, UploadedImage } from "@/content/gallery";

interface UploadedPictureProps {
  image: UploadedImage;
  alt: string;
  sizes: string;
  className?: string;
  /** The picture the page is about: fetched first, not lazily. */
  preload?: boolean;
}

export const srcSet = (renditions: Rendition[]) =>
  renditions.map((r) => `${r.src} ${r.width}w`).join(", ");

/**
 * An upload's `<source>`s: AVIF first where it was made, then WebP, each with `sizes`; with
 * `media`, only on the screens it names (art direction).
 */
export function UploadedSources({
  image,
  sizes,
  media,
}: {
  image: UploadedImage;
  sizes: string;
  media?: string;
}) {
  return (["avif", "webp"] as const)
    .filter((format) => image[format].length)
    .map((format) => (
      <source
        key={format}
        media={media}
        type={`image/${format}`}
        srcSet={srcSet(image[format])}
        sizes={sizes}
      />
    ));
}

/**
 * An uploaded picture from its AVIF and WebP renditions (made once, at upload), chosen by the
 * browser with the same `sizes` as next/image pictures: the files come straight from the site
 * (app/media), with no optimiser in between. Cropped frames keep the editor's focal point.
 */
export function UploadedPicture({ image, alt, sizes, className, preload }: UploadedPictureProps) {
  const style: CSSProperties = { objectPosition: image.position };
  return (
    <picture>
      <UploadedSources image={image} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={preload ? "eager" : "lazy"}
        fetchPriority={preload ? "high" : undefined}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}
