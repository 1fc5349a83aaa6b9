"use client";

import { useState, type ComponentType, type ReactNode } from "react";
import type { LeafletMapProps } from "./leaflet-map";
import type { InteractiveMapLabels, MapMarker, TileSource } from "./map-types";

interface InteractiveMapProps {
  centre: { lat: number; lng: number };
  zoom: number;
  tiles: TileSource;
  site: MapMarker;
  markers: MapMarker[];
  labels: InteractiveMapLabels;
  /** Shown instead of the map when it cannot load: the address and links to directions. */
  fallback: ReactNode;
}

type State = "idle" | "loading" | "ready" | "failed";

/**
 * A street map that loads on request. Leaflet (about 40 KB gzipped, plus tiles) is fetched only
 * when the visitor presses the button, so the page stays light on mobile data; the SVG map beside
 * it does the job until then, and when tiles cannot load.
 */
export function InteractiveMap({ labels, fallback, ...map }: InteractiveMapProps) {
  const [state, setState] = useState<State>("idle");
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);

  async function show() {
    setState("loading");
    try {
      const loaded = await import("./leaflet-map");
      setLeafletMap(() => loaded.LeafletMap);
      setState("ready");
    } catch {
      setState("failed");
    }
  }

  return (
    <div
      className={`relative overflow-hidden rounded-brand border border-line bg-surface ${
        state === "idle"
          ? // Until asked for, a slim panel with a faint street grid, not a large empty box.
            "h-52 [background-image:linear-gradient(var(--line)_1px,transparent_1px),linear-gradient(90deg,var(--line)_1px,transparent_1px)] [background-size:36px_36px]"
          : state === "failed"
            ? "p-6"
            : "aspect-[4/3] sm:aspect-[16/9]"
      }`}
    >
      {/* Tiles that do not load leave Leaflet's blank grey box: it goes, and what a visitor came
          for (where it is, how to get there) takes its place. */}
      {LeafletMap && state !== "failed" && (
        <LeafletMap {...map} onTilesFailed={() => setState("failed")} />
      )}
      {state === "idle" && (
        <div className="flex h-full items-center justify-center p-6">
          <button
            type="button"
            onClick={show}
            className="inline-flex min-h-12 items-center justify-center rounded-brand bg-accent px-6 font-semibold text-on-accent shadow-lg shadow-black/10 transition hover:brightness-105"
          >
            {labels.show}
          </button>
        </div>
      )}
      <p
        role="status"
        className={
          state === "loading"
            ? "absolute inset-x-3 bottom-8 z-[1000] rounded-brand bg-surface p-3 text-center text-sm shadow"
            : state === "failed"
              ? "text-muted"
              : "sr-only"
        }
      >
        {state === "loading" ? labels.loading : state === "failed" ? labels.failed : ""}
      </p>
      {state === "failed" && <div className="mt-4 text-fg">{fallback}</div>}
    </div>
  );
}
