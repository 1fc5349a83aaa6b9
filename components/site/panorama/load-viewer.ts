import { Viewer } from "@photo-sphere-viewer/core";
import { GyroscopePlugin } from "@photo-sphere-viewer/gyroscope-plugin";
import "@photo-sphere-viewer/core/index.css";

export interface ViewerText {
  caption: string;
  loading: string;
  gyroscope: string;
  zoomIn: string;
  zoomOut: string;
  fullscreen: string;
  loadError: string;
}

/**
 * Photo Sphere Viewer with the gyroscope plugin (its button shows only on devices that have one).
 * This module, three.js and the viewer's CSS are one chunk loaded by the 360° page alone.
 */
export function createViewer(
  container: HTMLElement,
  panorama: string,
  text: ViewerText,
  onReady: () => void,
  onError: () => void,
): () => void {
  const viewer = new Viewer({
    container,
    panorama,
    caption: text.caption,
    loadingTxt: text.loading,
    defaultZoomLvl: 20,
    navbar: ["zoom", "move", "gyroscope", "caption", "fullscreen"],
    plugins: [[GyroscopePlugin, { touchmove: true }]],
    lang: {
      // The navbar's caption reads lang.loading while the picture loads, not loadingTxt.
      loading: text.loading,
      zoomIn: text.zoomIn,
      zoomOut: text.zoomOut,
      fullscreen: text.fullscreen,
      loadError: text.loadError,
      gyroscope: text.gyroscope,
    },
  });
  viewer.addEventListener("ready", onReady, { once: true });
  viewer.addEventListener("panorama-error", onError, { once: true });
  return () => viewer.destroy();
}
