/** One generated image: its output file name, pixel size and an SVG body drawer. */
export interface Scene {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** Returns the SVG markup (without the outer <svg> element or the label). */
  readonly draw: () => string;
}
