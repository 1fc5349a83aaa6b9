/** Where the interactive map gets its tiles: chosen on the server from NEXT_PUBLIC_MAPS_KEY. */
export interface TileSource {
  /** Leaflet URL template, `{z}/{x}/{y}`. */
  url: string;
  /** HTML credit the tile provider's licence requires. */
  attribution: string;
  /** Provider's name, told to the visitor before tiles load. */
  provider: string;
}

export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
  /** Number shown on the marker, as in the list; none for the site itself. */
  number?: number;
}

export interface InteractiveMapLabels {
  show: string;
  loading: string;
  failed: string;
}
