/** One generated image: its output file name, pixel size and an SVG body drawer. */
export interface Scene {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** Returns the SVG markup (without the outer <svg> element). */
  readonly draw: () => string;
  /**
   * An "Artist's impression" mark drawn into the picture itself, only where nothing of ours can be
   * laid over it: the social card (shown by other apps) and the panorama (its mark turns with the
   * view). Pages lay the mark over every other picture, in the visitor's language, where the
   * cropped picture shows it (components/ui/impression-mark.tsx); so does the brochure.
   */
  readonly marks?: () => string;
  /** A flat crop saved beside the image, e.g. a panorama's still (unmarked, like the others). */
  readonly still?: {
    readonly file: string;
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  };
}
