/**
 * The film's shots, in order: which render each shows and how the camera drifts over it. The
 * video script and the captions share these timings, so a caption never outlives its picture.
 */
export const SHOT_SECONDS = 5;
export const FADE_SECONDS = 1;

export const tourShots = [
  { image: "arrival.jpg", move: "in" },
  { image: "lobby.jpg", move: "right" },
  { image: "sky-lounge.jpg", move: "in" },
  { image: "sanctuary.jpg", move: "left" },
  { image: "category-single.jpg", move: "in" },
  { image: "runway-view.jpg", move: "right" },
] as const;

/** Where shot `i` starts in the finished film (each overlaps the previous by the fade). */
export const shotStart = (i: number): number => i * (SHOT_SECONDS - FADE_SECONDS);

export const tourDuration = shotStart(tourShots.length - 1) + SHOT_SECONDS;
