import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "next-intl";

// Static TrueType faces from npm packages (as the brochure uses): satori needs TTF/OTF, and with
// every glyph present it never fetches a font from the network.
const face = (pkg: string, file: string) =>
  path.join(
    process.cwd(),
    "node_modules",
    "@expo-google-fonts",
    pkg,
    file.split("_")[1] ?? "",
    `${file}.ttf`,
  );

type Weight = 400 | 600;
export interface CardFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

let loading: Promise<CardFont[]> | undefined;
let loadingCjk: Promise<CardFont[]> | undefined;

const load = (name: string, pkg: string, files: [string, Weight][]) =>
  Promise.all(
    files.map(async ([file, weight]) => ({
      name,
      data: await readFile(face(pkg, file)),
      weight,
      style: "normal" as const,
    })),
  );

/** Manrope for every card; Noto Sans SC as well for Chinese (10 MB, so only when needed). */
export async function cardFonts(locale: Locale): Promise<CardFont[]> {
  loading ??= load("Manrope", "manrope", [
    ["Manrope_400Regular", 400],
    ["Manrope_600SemiBold", 600],
  ]);
  if (locale !== "zh") return loading;
  loadingCjk ??= load("Noto Sans SC", "noto-sans-sc", [
    ["NotoSansSC_400Regular", 400],
    ["NotoSansSC_600SemiBold", 600],
  ]);
  return [...(await loading), ...(await loadingCjk)];
}

export const cardFontFamily = (locale: Locale) =>
  locale === "zh" ? "Manrope, Noto Sans SC" : "Manrope";
