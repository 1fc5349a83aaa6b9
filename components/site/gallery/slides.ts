import { getImageProps } from "next/image";
import type { GalleryPicture } from "@/content/gallery";

/** What the lightbox needs of one picture, kept small: every page view carries it. */
export interface GallerySlide {
  slug: string;
  /** The source picture: its URL and pixel size (the blur preview stays with the grid). */
  image: { src: string; width: number; height: number };
  alt: string;
  caption: string;
}

export function toSlide({ slug, image, alt, caption }: GalleryPicture): GallerySlide {
  return {
    slug,
    image: { src: image.src, width: image.width, height: image.height },
    alt,
    caption,
  };
}

/**
 * The lightbox's sources, worked out in the browser when it opens: next/image's own optimiser URLs,
 * so full-screen pictures arrive as AVIF/WebP at a width that suits the screen rather than as the
 * source JPEG.
 */
export function lightboxSources({ image, alt }: GallerySlide) {
  const { props } = getImageProps({ src: image, alt, sizes: "100vw" });
  const srcSet = (props.srcSet ?? "")
    .split(", ")
    .map((entry) => {
      const [src = "", w = "0w"] = entry.split(" ");
      const width = Math.min(Number.parseInt(w, 10), image.width);
      return { src, width, height: Math.round((width * image.height) / image.width) };
    })
    .filter((s) => s.src && s.width > 0);
  return { src: props.src, width: image.width, height: image.height, srcSet };
}
