import "server-only";
import { getImageProps } from "next/image";
import type { GalleryPicture } from "@/content/gallery";

/** What the lightbox needs for one picture: responsive sources, alt text and caption. */
export interface GallerySlide {
  slug: string;
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  srcSet: { src: string; width: number; height: number }[];
}

/**
 * Builds the lightbox's sources from next/image's own optimiser URLs, so full-screen pictures
 * arrive as AVIF/WebP at a width that suits the screen rather than as the source JPEG.
 */
export function toSlide(picture: GalleryPicture): GallerySlide {
  const { image, slug, alt, caption } = picture;
  const { props } = getImageProps({ src: image, alt, sizes: "100vw" });
  const srcSet = (props.srcSet ?? "")
    .split(", ")
    .map((entry) => {
      const [src = "", w = "0w"] = entry.split(" ");
      const width = Math.min(Number.parseInt(w, 10), image.width);
      return { src, width, height: Math.round((width * image.height) / image.width) };
    })
    .filter((s) => s.src && s.width > 0);
  return { slug, src: props.src, width: image.width, height: image.height, alt, caption, srcSet };
}
