"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ViewerText } from "./load-viewer";
import { hasWebGl, subscribeNever, unknownOnServer } from "./webgl";

type ViewState = "checking" | "loading" | "ready" | "still";

interface PanoramaViewerProps {
  /** URL of the equirectangular image. */
  panorama: string;
  /** The flat picture: shown before the viewer is ready, and instead of it without WebGL. */
  still: ReactNode;
}

/**
 * The 360° view. Checks for WebGL first: without it (old devices, some locked-down browsers) the
 * still picture stays with a short explanation and the viewer's code is never downloaded.
 */
export function PanoramaViewer({ panorama, still }: PanoramaViewerProps) {
  const t = useTranslations("Panorama");
  const container = useRef<HTMLDivElement>(null);
  const webGl = useSyncExternalStore<boolean | null>(subscribeNever, hasWebGl, unknownOnServer);
  const [viewer, setViewer] = useState<"loading" | "ready" | "failed">("loading");
  const state: ViewState =
    webGl === null ? "checking" : !webGl || viewer === "failed" ? "still" : viewer;

  useEffect(() => {
    if (!webGl) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const text: ViewerText = {
      caption: t("artistNote"),
      loading: t("load"),
      gyroscope: t("gyroscope"),
      zoomIn: t("zoomIn"),
      zoomOut: t("zoomOut"),
      fullscreen: t("fullscreen"),
      loadError: t("stillTitle"),
    };
    import("./load-viewer")
      .then(({ createViewer }) => {
        if (cancelled || !container.current) return;
        destroy = createViewer(
          container.current,
          panorama,
          text,
          () => setViewer("ready"),
          () => setViewer("failed"),
        );
      })
      .catch(() => setViewer("failed"));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [webGl, panorama, t]);

  return (
    <div data-panorama-state={state}>
      <div
        className={`relative overflow-hidden rounded-brand bg-navy ${
          state === "loading" || state === "ready"
            ? "aspect-[3/4] sm:aspect-[16/9]"
            : "aspect-[16/9]"
        }`}
      >
        <div className={`absolute inset-0 ${state === "ready" ? "invisible" : ""}`}>{still}</div>
        {(state === "loading" || state === "ready") && (
          <section aria-label={t("viewerLabel")} className="absolute inset-0">
            <div ref={container} className="h-full w-full" />
            {/* The picture's own marks turn away with the view; this one always stays. */}
            <p className="pointer-events-none absolute end-3 top-3 rounded-brand bg-navy/70 px-2.5 py-1 text-xs text-white">
              {t("badge")}
            </p>
          </section>
        )}
      </div>
      {state === "still" && (
        <div role="status" className="mt-6 rounded-brand border border-line bg-surface p-6">
          <h2 className="font-display text-2xl font-semibold">{t("stillTitle")}</h2>
          <p className="mt-2 leading-relaxed text-muted">{t("stillBody")}</p>
        </div>
      )}
    </div>
  );
}
