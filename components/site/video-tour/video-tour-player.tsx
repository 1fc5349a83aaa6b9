"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";

export interface CaptionTrack {
  src: string;
  srcLang: string;
  label: string;
  default: boolean;
}

interface VideoTourPlayerProps {
  /** The poster picture (next/image), shown until play is pressed. */
  poster: ReactNode;
  /** The artist's-impression mark, shown over the poster and over the film while it plays. */
  mark: ReactNode;
  /** The same poster as a plain URL, for the <video> element while it buffers. */
  posterUrl: string;
  mp4: string;
  webm: string;
  tracks: CaptionTrack[];
  seconds: number;
}

/**
 * The film as a plain <video> in the server's HTML (poster, both encodings, captions), so crawlers
 * and scriptless browsers find it; `preload="none"` keeps a visit from downloading any of it. A
 * poster with a play button lies over it until pressed, then the film starts at once with
 * captions in the page's language.
 */
export function VideoTourPlayer(props: VideoTourPlayerProps) {
  const t = useTranslations("VideoTour");
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!started || !video.current) return;
    video.current.focus();
    // Autoplay after a press is allowed; if a browser still refuses, the controls remain.
    video.current.play().catch(() => undefined);
  }, [started]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-brand bg-navy">
      {/* No controls while covered: nothing hidden under the poster takes keyboard focus. */}
      <video
        ref={video}
        className="h-full w-full"
        controls={started}
        muted
        playsInline
        preload="none"
        poster={props.posterUrl}
        aria-label={t("playerLabel")}
      >
        <source src={props.webm} type="video/webm" />
        <source src={props.mp4} type="video/mp4" />
        {props.tracks.map((track) => (
          <track key={track.srcLang} kind="captions" {...track} />
        ))}
        <p className="p-6 text-white">
          {t("noVideo")} <a href={props.mp4}>{t("download")}</a>
        </p>
      </video>
      {!started && (
        <div className="absolute inset-0">
          {props.poster}
          <div className="absolute inset-0 bg-gradient-to-t from-navy/80 via-navy/20 to-transparent" />
          <button
            type="button"
            onClick={() => setStarted(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-2 text-white sm:gap-4"
          >
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent text-on-accent shadow-xl shadow-black/30 transition group-hover:scale-105 sm:h-24 sm:w-24">
              <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
            <span className="font-display text-xl font-medium sm:text-3xl">{t("play")}</span>
            <span className="text-xs text-white/85 sm:text-sm">
              {t("playHint", { seconds: props.seconds })}
            </span>
          </button>
        </div>
      )}
      {props.mark}
    </div>
  );
}
