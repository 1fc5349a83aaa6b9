/** One generated image: its output file name, pixel size and an SVG body drawer. */
export interface Scene {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** Returns the SVG markup (without the outer <svg> element or the label). */
  readonly draw: () => string;
  /** Replaces the corner label: a panorama repeats its mark around the horizon instead. */
  readonly marks?: () => string;
  /** A flat crop saved beside the image (with its own label), e.g. a panorama's still. */
  readonly still?: {
    readonly file: string;
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  };
}
