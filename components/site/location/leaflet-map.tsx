"use client";

import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { MapMarker, TileSource } from "./map-types";

export interface LeafletMapProps {
  centre: { lat: number; lng: number };
  zoom: number;
  tiles: TileSource;
  site: MapMarker;
  markers: MapMarker[];
  onTilesFailed: () => void;
}

// Markers are drawn with CSS (divIcon), so Leaflet's marker PNGs are never requested.
const numberedIcon = (n: number) =>
  L.divIcon({
    className: "",
    iconSize: [28, 28],
    html: `<span class="flex size-7 items-center justify-center rounded-full border-2 border-surface bg-accent text-sm font-bold text-on-accent shadow">${n}</span>`,
  });
const siteIcon = L.divIcon({
  className: "",
  iconSize: [24, 24],
  html: '<span class="block size-6 rotate-45 border-4 border-accent bg-fg shadow"></span>',
});

/** The Leaflet map itself: only ever loaded in the browser, through a dynamic import. */
export function LeafletMap({ centre, zoom, tiles, site, markers, onTilesFailed }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failed = useRef(onTilesFailed);

  useEffect(() => {
    failed.current = onTilesFailed;
  }, [onTilesFailed]);

  useEffect(() => {
    if (!container.current) return;
    // Scroll-wheel zoom off: the page keeps scrolling past the map on desktop.
    const map = L.map(container.current, { center: centre, zoom, scrollWheelZoom: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    let errors = 0;
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
      .on("tileerror", () => {
        errors += 1;
        if (errors === 3) failed.current();
      })
      .addTo(map);
    L.marker(site, { icon: siteIcon, title: site.label, keyboard: false }).addTo(map);
    for (const marker of markers) {
      L.marker(marker, {
        icon: numberedIcon(marker.number ?? 0),
        title: marker.label,
        keyboard: false,
      }).addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [centre, zoom, tiles, site, markers]);

  return (
    <div ref={container} className="h-full w-full dark:[&_.leaflet-tile-pane]:brightness-[0.8]" />
  );
}
