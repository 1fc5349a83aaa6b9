/** One line of the tour's captions, timed in seconds from the start of the film. */
export interface TourCue {
  start: number;
  end: number;
  text: string;
}

export interface VideoTourContent {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  posterAlt: string;
  /** Describes the film for people who cannot see it; also the transcript's heading text. */
  description: string;
  cues: TourCue[];
}
