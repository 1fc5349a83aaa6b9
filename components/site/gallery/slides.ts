import { getImageProps } from "next/image";
import type { GalleryPicture } from "@/content/gallery";

interface SlideImage {
  src: string;
  width: number;
  height: number;
}

/** What the lightbox needs of one picture, kept small: every page view carries it. */
export interface GallerySlide {
  slug: string;
  /** The source picture: its URL and pixel size (the blur preview stays with the grid). */
  image: SlideImage;
  /** An upload's own WebP renditions; the artwork's come from next/image when the lightbox opens. */
  srcSet?: SlideImage[];
  alt: string;
  caption: string;
  artistImpression: boolean;
}

export function toSlide(picture: GalleryPicture): GallerySlide {
  const { slug, image, upload, alt, caption, artistImpression } = picture;
  if (upload) {
    const height = (width: number) => Math.round((width * upload.height) / upload.width);
    return {
      slug,
      image: { src: upload.src, width: upload.width, height: upload.height },
      srcSet: upload.webp.map((r) => ({ src: r.src, width: r.width, height: height(r.width) })),
      alt,
      caption,
      artistImpression,
    };
  }
  return {
    slug,
    image: { src: image.src, width: image.width, height: image.height },
    alt,
    caption,
    artistImpression,
  };
}

/**
 * The lightbox's sources, worked out in the browser when it opens: next/image's own optimiser URLs,
 * so full-screen pictures arrive as AVIF/WebP at a width that suits the screen rather than as the
 * source JPEG (an upload brings its own renditions).
 */
export function lightboxSources({ image, alt, srcSet: renditions }: GallerySlide) {
  if (renditions) return { ...image, srcSet: renditions };
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
