import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { copyCharacters } from "./characters";
import { FONTS } from "./subset";

const root = fileURLToPath(new URL("../../", import.meta.url));

function charactersOf(file: string): Set<number> {
  const font = fontkit.create(readFileSync(`${root}${file}`));
  if (!("characterSet" in font)) throw new Error(`${file} is a collection, not one font`);
  return new Set(font.characterSet);
}

describe("the subsetted web fonts", () => {
  it.each(FONTS)("$subset draws every character of the site's copy", ({ subset }) => {
    const drawn = charactersOf(subset);
    const missing = copyCharacters(root).filter((c) => !drawn.has(c.codePointAt(0) ?? 0));
    // When this fails, copy gained a character: `npm run fonts` cuts the fonts again.
    expect(missing, "characters missing from the font: run `npm run fonts`").toEqual([]);
  });

  it.each(FONTS)("$subset is smaller than the file it was cut from", ({ source, subset }) => {
    expect(readFileSync(`${root}${subset}`).length).toBeLessThan(
      readFileSync(`${root}${source}`).length * 0.75,
    );
    // Still a variable font: the weight axis the headings and body text use survives the cut.
    const font = fontkit.create(readFileSync(`${root}${subset}`));
    expect("variationAxes" in font && Object.keys(font.variationAxes)).toEqual(["wght"]);
  });

  it("Cormorant keeps its lining figures, which unit codes and sizes are set in", () => {
    const [cormorant] = FONTS;
    const font = fontkit.create(readFileSync(`${root}${cormorant?.subset}`));
    if (!("layout" in font)) throw new Error("a collection, not one font");
    const glyphs = (features: string[]) =>
      font.layout("B1 1,281", features).glyphs.map((glyph) => glyph.id);
    // lnum must still swap the old-style "1" (read as "ı") for a lining one.
    expect(glyphs(["lnum"])).not.toEqual(glyphs([]));
  });
});
