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
 * An uploaded picture from its AVIF and WebP renditions (made once, at upload), chosen by the
 * browser with the same `sizes` as next/image pictures: the files come straight from the site
 * (app/media), with no optimiser in between. Cropped frames keep the editor's focal point.
 */
export function UploadedPicture({ image, alt, sizes, className, preload }: UploadedPictureProps) {
  const style: CSSProperties = { objectPosition: image.position };
  return (
    <picture>
      {image.avif.length ? (
        <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      ) : null}
      {image.webp.length ? (
        <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      ) : null}
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
