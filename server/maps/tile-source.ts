import "server-only";
import type { TileSource } from "@/components/site/location/map-types";
import { env } from "../env";

const osmCredit =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * MapTiler when NEXT_PUBLIC_MAPS_KEY is set (a key meant for browsers, restricted to the site's
 * domain in MapTiler's console), OpenStreetMap's own tiles otherwise. Both hosts are allowed in the
 * Content-Security-Policy's img-src (security-headers.ts); change both together.
 */
export function tileSource(key = env.NEXT_PUBLIC_MAPS_KEY): TileSource {
  if (key) {
    return {
      provider: "MapTiler",
      url: `https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key=${encodeURIComponent(key)}`,
      attribution: `<a href="https://www.maptiler.com/copyright/">© MapTiler</a> ${osmCredit}`,
    };
  }
  return {
    provider: "OpenStreetMap",
    url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: osmCredit,
  };
}
