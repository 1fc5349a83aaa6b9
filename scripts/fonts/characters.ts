import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the site's own words live: every character of them must be in the subsets. */
const COPY_DIRS = ["content", "messages"];
const COPY_FILE = /\.(json|md|ts)$/;

/**
 * What a marketing team types beyond our copy: Basic Latin, no-break space, and the
 * typographic punctuation and symbols of a property brochure (curly quotes, dashes, ellipsis,
 * bullet, ©, ®, °, ², ×, €, ™, arrows, minus).
 */
const BASE = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i))}\u00a0©®°²·×‘’“”–—…•€™←→↑↓−`;

/**
 * Characters the Latin web fonts cannot draw anyway, so leave them to the CJK fallbacks: CJK
 * ideographs and radicals, CJK punctuation, and full-width forms.
 */
function isCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) ||
    (codePoint >= 0x3000 && codePoint <= 0x303f) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef)
  );
}

/** The characters of every copy file under `root`, CJK aside, sorted by code point. */
export function copyCharacters(root: string): string[] {
  const found = new Set<string>();
  for (const dir of COPY_DIRS)
    for (const name of readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }))
      if (COPY_FILE.test(name))
        for (const character of readFileSync(join(root, dir, name), "utf8")) {
          const codePoint = character.codePointAt(0) ?? 0;
          if (codePoint >= 0x20 && !isCjk(codePoint)) found.add(character);
        }
  return [...found].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/** The characters the subsetted fonts carry: the base set and whatever the copy adds to it. */
export function subsetCharacters(root: string): string {
  return [...new Set([...BASE, ...copyCharacters(root)])].join("");
}
