/**
 * Renders the video tour from our own artwork: a slow pan or push-in over each render, cross-faded,
 * encoded as H.264 MP4 and VP9 WebM into public/video/, with WebVTT captions per language written
 * from content/video-tour. Needs ffmpeg (a development tool only: `apt-get install -y ffmpeg`).
 *
 *   npm run video
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { videoTour } from "@/content/video-tour";
import { FADE_SECONDS, shotStart, tourShots } from "@/content/video-tour/shots";
import { toWebVtt } from "@/content/video-tour/vtt";
import { shotFilter } from "./shot-filter";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const IMAGES = `${ROOT}content/images/generated/`;
const OUT = `${ROOT}public/video/`;
const NAME = "skyhaven-tour";
/** Each file must stay small enough to start quickly on mobile data. */
const BUDGET_BYTES = 3 * 1024 * 1024;

function filterGraph(): string {
  const shots = tourShots.map((shot, i) => `[${i}:v]${shotFilter(shot.move)}[v${i}]`);
  const fades: string[] = [];
  let last = "v0";
  for (let i = 1; i < tourShots.length; i += 1) {
    const out = i === tourShots.length - 1 ? "out" : `x${i}`;
    fades.push(
      `[${last}][v${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${shotStart(i)}[${out}]`,
    );
    last = out;
  }
  return [...shots, ...fades].join(";");
}

function encode(file: string, codec: string[]): void {
  const inputs = tourShots.flatMap((shot) => ["-i", IMAGES + shot.image]);
  execFileSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      ...inputs,
      "-filter_complex",
      filterGraph(),
      "-map",
      "[out]",
      "-an",
      ...codec,
      OUT + file,
    ],
    { stdio: "inherit" },
  );
  const bytes = statSync(OUT + file).size;
  const flag = bytes > BUDGET_BYTES ? "  OVER 3 MB BUDGET" : "";
  if (flag) process.exitCode = 1;
  console.log(`wrote public/video/${file} ${(bytes / 1024).toFixed(0)} KB${flag}`);
}

mkdirSync(OUT, { recursive: true });
for (const [locale, content] of Object.entries(videoTour)) {
  writeFileSync(`${OUT}${NAME}.${locale}.vtt`, toWebVtt(content.cues));
  console.log(`wrote public/video/${NAME}.${locale}.vtt`);
}
encode(`${NAME}.mp4`, [
  ...["-c:v", "libx264", "-preset", "slow", "-crf", "25", "-profile:v", "high"],
  ...["-pix_fmt", "yuv420p", "-movflags", "+faststart"],
]);
encode(`${NAME}.webm`, [
  ...["-c:v", "libvpx-vp9", "-crf", "36", "-b:v", "0", "-row-mt", "1", "-cpu-used", "2"],
  ...["-pix_fmt", "yuv420p"],
]);
