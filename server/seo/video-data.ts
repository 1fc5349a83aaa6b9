import "server-only";
import type { Locale } from "next-intl";
import type { StaticImageData } from "next/image";
import type { VideoObject } from "schema-dts";
import { getVideoTour, tourVideo } from "@/content/video-tour";
import { tourDuration } from "@/content/video-tour/shots";
import { localeInfo } from "@/i18n/locales";
import { env } from "../env";
import { absoluteUrl } from "./page-metadata";
import type { Node } from "./structured-data";

/** ISO 8601 duration of whole seconds: 34 → PT34S, 75 → PT1M15S. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes ? `${minutes}M` : ""}${whole % 60 ? `${whole % 60}S` : minutes ? "" : "0S"}`;
}

/**
 * The video tour for search engines: the film and its poster are plain files at fixed URLs
 * (public/video/ and the poster's static image), so a crawler can fetch both.
 */
export function videoTourJsonLd(locale: Locale, poster: StaticImageData): Node<VideoObject> {
  const tour = getVideoTour(locale);
  const file = (path: string) => new URL(path, env.SITE_URL).toString();
  return {
    "@type": "VideoObject",
    "@id": `${absoluteUrl("en", "/video-tour")}#video`,
    name: tour.meta.title,
    description: tour.description,
    thumbnailUrl: [file(poster.src)],
    contentUrl: file(tourVideo.mp4),
    embedUrl: absoluteUrl(locale, "/video-tour"),
    encodingFormat: "video/mp4",
    uploadDate: tourVideo.published,
    duration: isoDuration(tourDuration),
    inLanguage: localeInfo[locale].tag,
    caption: {
      "@type": "MediaObject",
      contentUrl: file(tourVideo.captions(locale)),
      encodingFormat: "text/vtt",
      inLanguage: localeInfo[locale].tag,
    },
  };
}
