import { SHOT_SECONDS } from "@/content/video-tour/shots";

const FPS = 25;
const FRAMES = SHOT_SECONDS * FPS;
/** Work at twice the output size so the slow zoom does not judder on whole-pixel steps. */
const WORK = "2560:1440";

export type Move = "in" | "left" | "right";

/** The ffmpeg filter for one still: 16:9 crop, then a gentle push-in or a sideways drift. */
export function shotFilter(move: Move): string {
  const zoom = move === "in" ? `1+0.12*on/${FRAMES}` : "1.12";
  const x =
    move === "in"
      ? "iw/2-(iw/zoom/2)"
      : move === "left"
        ? `(iw-iw/zoom)*(1-on/${FRAMES})`
        : `(iw-iw/zoom)*on/${FRAMES}`;
  return (
    `scale=${WORK}:force_original_aspect_ratio=increase,crop=${WORK},setsar=1,` +
    `zoompan=z='${zoom}':x='${x}':y='ih/2-(ih/zoom/2)':d=${FRAMES}:s=1280x720:fps=${FPS},` +
    `format=yuv420p,settb=AVTB,setpts=PTS-STARTPTS`
  );
}
