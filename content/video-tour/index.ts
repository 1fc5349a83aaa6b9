import type { Locale } from "next-intl";
import { videoTourEn } from "./en";
import { videoTourMs } from "./ms";
import type { VideoTourContent } from "./types";
import { videoTourZh } from "./zh";

export const videoTour: Record<Locale, VideoTourContent> = {
  en: videoTourEn,
  zh: videoTourZh,
  ms: videoTourMs,
};

export function getVideoTour(locale: Locale): VideoTourContent {
  return videoTour[locale];
}

/** Where the committed film and its captions are served from (files in public/video/). */
export const tourVideo = {
  mp4: "/video/skyhaven-tour.mp4",
  webm: "/video/skyhaven-tour.webm",
  captions: (locale: Locale) => `/video/skyhaven-tour.${locale}.vtt`,
  /** When the film was first published (VideoObject's uploadDate); change it with a new cut. */
  published: "2026-11-22",
} as const;
