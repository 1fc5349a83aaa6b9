import { Path, Svg, Text, View } from "@react-pdf/renderer";
import { openSync, type Font } from "fontkit";

/** A word set with wide letter spacing, as a logo sets it: the font, the word and the spacing. */
export interface TrackedWordSpec {
  /** The TrueType file of the face (the same one registered as fontFamily and fontWeight). */
  file: string;
  fontFamily: string;
  fontWeight: number;
  text: string;
  /** Extra space after each letter, in ems. */
  tracking: number;
}

const SVG_COMMANDS = {
  moveTo: "M",
  lineTo: "L",
  quadraticCurveTo: "Q",
  bezierCurveTo: "C",
  closePath: "Z",
} as const;

/** A glyph's path as SVG data, each point moved by `map` (font units, y up → page units, y down). */
function svgPath(
  commands: { command: keyof typeof SVG_COMMANDS; args: number[] }[],
  map: (x: number, y: number) => [number, number],
): string {
  return commands
    .map(({ command, args }) => {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        const [x, y] = map(args[i] ?? 0, args[i + 1] ?? 0);
        points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
      }
      return [SVG_COMMANDS[command], ...points].join(" ");
    })
    .join(" ");
}

interface Outline {
  /** SVG path of the letters, 1000 units to the em, y down from the ascender. */
  d: string;
  width: number;
  height: number;
}

const outlines = new Map<string, Outline>();

/**
 * A tracked word's outlines, read from its font file once per process. Why outlines: PDF readers
 * rebuild words from the gaps between letters, so a letter-spaced "SUITES" set as text reads
 * "S U I T E S" to pdf.js, poppler and screen readers.
 */
function outlineOf(spec: TrackedWordSpec): Outline {
  const key = JSON.stringify(spec);
  const known = outlines.get(key);
  if (known) return known;
  const opened = openSync(spec.file);
  if (!("layout" in opened)) throw new Error(`${spec.file} is a font collection`);
  const font: Font = opened;
  const scale = 1000 / font.unitsPerEm;
  const run = font.layout(spec.text);
  let pen = 0;
  const paths = run.glyphs.map((glyph, i) => {
    const x = pen;
    pen += (run.positions[i]?.xAdvance ?? glyph.advanceWidth) * scale + spec.tracking * 1000;
    return svgPath(glyph.path.commands, (px, py) => [x + px * scale, (font.ascent - py) * scale]);
  });
  const outline = {
    d: paths.join(" "),
    // The last letter's spacing is air the eye does not count as the word's.
    width: pen - spec.tracking * 1000,
    height: (font.ascent - font.descent) * scale,
  };
  outlines.set(key, outline);
  return outline;
}

interface TrackedWordProps {
  spec: TrackedWordSpec;
  fontSize: number;
  color: string;
  opacity?: number;
  marginTop?: number;
}

/**
 * The word drawn as outlines (the look), with the same word as text over it that no one sees
 * (fully transparent): readers, search and copy get "SUITES", not single letters.
 */
export function TrackedWord({ spec, fontSize, color, opacity = 1, marginTop }: TrackedWordProps) {
  const outline = outlineOf(spec);
  const width = (outline.width / 1000) * fontSize;
  const height = (outline.height / 1000) * fontSize;
  return (
    <View style={{ width, height, marginTop }}>
      <Svg viewBox={`0 0 ${outline.width} ${outline.height}`} style={{ width, height }}>
        <Path d={outline.d} fill={color} opacity={opacity} />
      </Svg>
      <Text
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          fontFamily: spec.fontFamily,
          fontWeight: spec.fontWeight,
          fontSize,
          lineHeight: height / fontSize,
          opacity: 0,
        }}
      >
        {spec.text}
      </Text>
    </View>
  );
}
