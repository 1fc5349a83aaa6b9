import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { getVideoTour, tourVideo } from "./index";
import { tourDuration } from "./shots";
import { toWebVtt } from "./vtt";

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);

describe("video tour", () => {
  it("writes cues as WebVTT with millisecond timestamps", () => {
    expect(toWebVtt([{ start: 0.5, end: 61.25, text: "Hello" }])).toBe(
      "WEBVTT\n\n1\n00:00:00.500 --> 00:01:01.250\nHello\n",
    );
  });

  it.each(routing.locales)("has ordered %s captions inside the film's length", (locale) => {
    const { cues } = getVideoTour(locale);
    expect(cues.length).toBeGreaterThan(3);
    cues.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(tourDuration);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
    });
  });

  it.each(routing.locales)(
    "ships %s captions that match the content (run npm run video)",
    (locale) => {
      const committed = readFileSync(publicFile(tourVideo.captions(locale)), "utf8");
      expect(committed).toBe(toWebVtt(getVideoTour(locale).cues));
    },
  );

  it("ships the film as MP4 and WebM, each under 3 MB", () => {
    for (const path of [tourVideo.mp4, tourVideo.webm]) {
      const { size } = statSync(publicFile(path));
      expect(size).toBeGreaterThan(100_000);
      expect(size).toBeLessThan(3 * 1024 * 1024);
    }
  });

  it("lasts between 20 and 30 seconds", () => {
    expect(tourDuration).toBeGreaterThanOrEqual(20);
    expect(tourDuration).toBeLessThanOrEqual(30);
  });
});
