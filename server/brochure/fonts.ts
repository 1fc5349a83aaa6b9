import "server-only";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import type { Locale } from "next-intl";
import { hyphenationCallback } from "./line-breaks";

// Static TrueType faces from npm packages, read from node_modules when the PDF is built: nothing is
// fetched from the network. The site's @fontsource-variable faces are variable WOFF2 files, which
// react-pdf embeds but draws blank, hence these static cuts of the same families.
const fontsDir = path.join(process.cwd(), "node_modules", "@expo-google-fonts");
/** `NotoSansSC_300Light` lives in `noto-sans-sc/300Light/NotoSansSC_300Light.ttf`. */
const face = (pkg: string, file: string) =>
  path.join(fontsDir, pkg, file.slice(file.indexOf("_") + 1), `${file}.ttf`);

/** The body face's semibold file: the wordmark's "SUITES" is drawn from its outlines. */
export const bodySemiBoldFile = face("manrope", "Manrope_600SemiBold");

export const families = {
  display: "Cormorant Garamond",
  body: "Manrope",
  chinese: "Noto Sans SC",
} as const;

let registered = false;

/** Registers the faces once per process (react-pdf keeps them in a global store). */
export function registerFonts(): void {
  if (registered) return;
  registered = true;
  const cormorant = (weight: string, fontWeight: number, italic = false) => ({
    src: face("cormorant-garamond", `CormorantGaramond_${weight}${italic ? "_Italic" : ""}`),
    fontWeight,
    fontStyle: italic ? ("italic" as const) : ("normal" as const),
  });
  Font.register({
    family: families.display,
    fonts: [
      cormorant("500Medium", 500),
      cormorant("600SemiBold", 600),
      cormorant("500Medium", 500, true),
    ],
  });
  Font.register({
    family: families.body,
    fonts: [
      { src: face("manrope", "Manrope_400Regular"), fontWeight: 400 },
      { src: bodySemiBoldFile, fontWeight: 600 },
    ],
  });
  Font.register({
    family: families.chinese,
    fonts: [
      { src: face("noto-sans-sc", "NotoSansSC_300Light"), fontWeight: 300 },
      { src: face("noto-sans-sc", "NotoSansSC_400Regular"), fontWeight: 400 },
      { src: face("noto-sans-sc", "NotoSansSC_600SemiBold"), fontWeight: 600 },
    ],
  });
  Font.registerHyphenationCallback(hyphenationCallback);
}

export interface LocaleFonts {
  /** Headings and large numbers. */
  display: string[];
  /** Running text, labels. */
  body: string[];
  /** Chinese needs more leading and no letter-spaced capitals. */
  cjk: boolean;
}

/** Chinese pages draw CJK glyphs from Noto Sans SC; Latin words in them keep the brand faces. */
export function fontsFor(locale: Locale): LocaleFonts {
  if (locale === "zh") {
    return {
      display: [families.display, families.chinese],
      body: [families.chinese],
      cjk: true,
    };
  }
  return { display: [families.display], body: [families.body], cjk: false };
}
