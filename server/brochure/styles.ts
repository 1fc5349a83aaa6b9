import "server-only";
import { StyleSheet } from "@react-pdf/renderer";
import { accents, navy, surfaces } from "@/lib/theme/palette";
import type { LocaleFonts } from "./fonts";

/** The site's light palette and gold accent, so print and screen match. */
export const colors = {
  paper: surfaces.light.bg,
  white: surfaces.light.surface,
  ink: surfaces.light.fg,
  muted: surfaces.light.muted,
  line: surfaces.light.line,
  navy,
  /** Rules, bullets and numerals on any background. */
  gold: accents.default.fill,
  /** Gold text on paper (AA contrast). */
  goldText: accents.default.text.light,
  /** Gold text on navy. */
  goldOnNavy: accents.default.text.dark,
  /** Body text on navy. */
  onNavy: surfaces.dark.fg,
  mutedOnNavy: surfaces.dark.muted,
} as const;

/** A4 landscape in points: wide enough for renders to be the star of each spread. */
export const page = {
  // Exactly react-pdf's A4: a picture even a hair taller than the page spills onto a new one.
  width: 841.8898,
  height: 595.2756,
  marginX: 56,
  /** Top of the content, below the running header. */
  top: 84,
  /** Bottom of the content, above the running footer. */
  bottom: 64,
} as const;

/**
 * Text styles for a language: the fonts differ, and Chinese wants more leading.
 * No open letter spacing on text (the wordmark's "SUITES" is drawn, see TrackedWord): PDF readers
 * rebuild words from the gaps between letters, and tracked capitals read "S U I T E S" to pdf.js,
 * poppler and screen readers. Eyebrows are told apart by capitals, weight and gold instead; the
 * display face keeps its hair of tracking (under 0.01 em, which every reader still joins).
 */
export function typography(fonts: LocaleFonts) {
  return StyleSheet.create({
    eyebrow: {
      fontFamily: fonts.body,
      fontSize: fonts.cjk ? 9 : 7.5,
      fontWeight: 600,
      textTransform: "uppercase",
      color: colors.goldText,
    },
    display: {
      fontFamily: fonts.display,
      fontSize: fonts.cjk ? 38 : 50,
      fontWeight: fonts.cjk ? 300 : 500,
      lineHeight: fonts.cjk ? 1.3 : 1.02,
      letterSpacing: fonts.cjk ? 0.1 : 0.3,
    },
    title: {
      fontFamily: fonts.display,
      fontSize: fonts.cjk ? 25 : 32,
      fontWeight: fonts.cjk ? 300 : 500,
      lineHeight: fonts.cjk ? 1.35 : 1.08,
      color: colors.ink,
    },
    subtitle: {
      fontFamily: fonts.display,
      fontSize: fonts.cjk ? 14 : 19,
      fontWeight: fonts.cjk ? 400 : 600,
      lineHeight: 1.2,
      color: colors.ink,
    },
    lead: {
      fontFamily: fonts.body,
      fontSize: fonts.cjk ? 11 : 11,
      lineHeight: fonts.cjk ? 1.9 : 1.6,
      color: colors.ink,
    },
    body: {
      fontFamily: fonts.body,
      fontSize: fonts.cjk ? 9.5 : 9.5,
      lineHeight: fonts.cjk ? 1.9 : 1.62,
      color: colors.muted,
    },
    small: {
      fontFamily: fonts.body,
      fontSize: fonts.cjk ? 7.5 : 7,
      lineHeight: 1.5,
      color: colors.muted,
    },
    // Chinese figures sit beside CJK words ("5 分钟"): one light face for both keeps them level.
    numeral: {
      fontFamily: fonts.cjk ? fonts.body : fonts.display,
      fontSize: fonts.cjk ? 24 : 30,
      fontWeight: fonts.cjk ? 300 : 600,
      color: colors.goldText,
      lineHeight: fonts.cjk ? 1.35 : 1.1,
    },
  });
}

export type Typography = ReturnType<typeof typography>;

/** The short gold rule under eyebrows and on the cover. */
export const rule = { width: 36, height: 1.2, backgroundColor: colors.gold } as const;
