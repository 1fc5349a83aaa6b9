import type { TourCue } from "./types";

const stamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, "0");
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, "0");
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, "0")}`;
};

/** A WebVTT file for the cues, in order; the browser shows them as the film's captions. */
export function toWebVtt(cues: readonly TourCue[]): string {
  const body = cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}`);
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}
