import type { StaticImageData } from "next/image";
import { categoryImages, images, mediaImages } from "../images";
import type { GallerySlug } from "./slugs";

/**
 * The gallery's pictures in display order. The slug is the picture's own page (`/gallery/pool-deck`),
 * so keep slugs stable once published; captions and alt text per language live beside this file.
 */
export const galleryItems = [
  { slug: "arrival", image: mediaImages.arrival },
  { slug: "towers-at-dusk", image: images.hero },
  { slug: "lobby", image: mediaImages.lobby },
  { slug: "pool-deck", image: images.sanctuary },
  { slug: "sky-lounge", image: mediaImages.skyLounge },
  { slug: "sky-terrace", image: mediaImages.panoramaStill },
  { slug: "rooftop-garden", image: mediaImages.rooftopGarden },
  { slug: "bbq-deck", image: mediaImages.bbqDeck },
  { slug: "studio", image: categoryImages.studio },
  { slug: "single-suite", image: categoryImages.single },
  { slug: "double-suite", image: categoryImages.double },
  { slug: "dual-key-suite", image: categoryImages.dualKey },
  { slug: "runway-view", image: mediaImages.runwayView },
  { slug: "gym", image: mediaImages.gym },
  { slug: "co-working", image: mediaImages.coWorking },
  { slug: "meeting-room", image: mediaImages.meetingRoom },
] as const satisfies readonly { slug: GallerySlug; image: StaticImageData }[];

export type { GallerySlug };
