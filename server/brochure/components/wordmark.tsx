import { Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { bodySemiBoldFile, families } from "../fonts";
import { colors } from "../styles";
import { TrackedWord, type TrackedWordSpec } from "./tracked-word";

/** "SUITES" under the name, widely spaced as on the site: drawn as outlines (see TrackedWord). */
const suitesWord: TrackedWordSpec = {
  file: bodySemiBoldFile,
  fontFamily: families.body,
  fontWeight: 600,
  text: "SUITES",
  tracking: 0.17 / 0.26,
};

interface WordmarkProps {
  /** Height of the mark in points; the words scale with it. */
  size?: number;
  color?: string;
  accent?: string;
}

/** The SkyHaven mark (two towers under a climbing flight path) and wordmark, as on the site. */
export function Wordmark({ size = 22, color = colors.ink, accent = colors.gold }: WordmarkProps) {
  return (
    <View style={{ flexDirection: "row", alignItems: "center" }}>
      <Svg viewBox="0 0 40 40" style={{ width: size, height: size }}>
        <Path
          d="M4 30 C 14 27, 24 18, 36 6"
          fill="none"
          stroke={accent}
          strokeWidth={2}
          strokeLinecap="round"
        />
        <Path d="M31.5 5.5 l5 -0.5 -1.5 4.6z" fill={accent} />
        <Rect x={12} y={16} width={6} height={20} rx={1} fill={accent} opacity={0.9} />
        <Rect x={21} y={12} width={6} height={24} rx={1} fill={accent} />
        <Rect x={8} y={35} width={24} height={1.6} rx={0.8} fill={accent} />
      </Svg>
      <View style={{ marginLeft: size * 0.3 }}>
        <Text
          style={{
            fontFamily: families.display,
            fontWeight: 600,
            fontSize: size * 0.72,
            letterSpacing: size * 0.02,
            color,
            // Cormorant's "y" descends a quarter of the size below the baseline: a line height of
            // 1 let it run into SUITES.
            lineHeight: 1.15,
          }}
        >
          SkyHaven
        </Text>
        <TrackedWord
          spec={suitesWord}
          fontSize={size * 0.26}
          color={color}
          opacity={0.75}
          marginTop={size * 0.1}
        />
      </View>
    </View>
  );
}
