import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale } from "next-intl";
import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import en from "@/messages/en.json";
import ms from "@/messages/ms.json";
import zh from "@/messages/zh.json";
import { getMailCopy } from "../mail";
import { glossaries } from ".";
import { walkCopy } from "./check-copy";

const messages: Record<Locale, typeof en> = { en, zh, ms };
const contentDir = fileURLToPath(new URL("..", import.meta.url));
const isLocale = (name: string): name is Locale =>
  (routing.locales as readonly string[]).includes(name);

/** content/**\/*.ts but tests and this glossary (its list of wrong words would match itself). */
function contentFiles(): string[] {
  const languageFirst = (file: string) => (isLocale(basename(file, ".ts")) ? 0 : 1);
  return readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => !file.startsWith("glossary/"))
    .sort((a, b) => languageFirst(a) - languageFirst(b) || a.localeCompare(b));
}

describe("copy consistency", () => {
  it("names the file, the key and the right word when a string uses a variant the glossary avoids", () => {
    expect(
      walkCopy({ Gallery: { artistNote: "所有图片均为艺术家构想图。" } }, "messages/zh.json", "zh"),
    ).toEqual(['messages/zh.json Gallery.artistNote: "艺术家构想图" (use 艺术构想图)']);
    expect(
      walkCopy(
        { rooms: { ensuite: { ms: "En-suite" } } },
        "content/units/plan-labels.ts",
        undefined,
      ),
    ).toEqual([
      'content/units/plan-labels.ts rooms.ensuite.ms: "En-suite" (use bilik mandi utama)',
    ]);
    expect(walkCopy({ title: "SkyHaven视频导览" }, "content/x/zh.ts", "zh")).toEqual([
      'content/x/zh.ts title: "n视" (a space between Chinese and Latin text or figures)',
    ]);
  });

  it.each(routing.locales)(
    "messages/%s.json uses none of the variants the glossary avoids",
    (locale) => {
      expect(walkCopy(messages[locale], `messages/${locale}.json`, locale)).toEqual([]);
    },
  );

  it("content/**/{en,zh,ms}.ts and every per-language record in content/ use none of them", async () => {
    const seen = new WeakSet<object>();
    const problems: string[] = [];
    const files = contentFiles();
    // The walk below must have copy to read: a broken file list would pass vacuously.
    expect(files).toEqual(
      expect.arrayContaining(["gallery/ms.ts", "units/features.ts", "salutations.ts"]),
    );
    for (const file of files) {
      const name = basename(file, ".ts");
      const locale = isLocale(name) ? name : undefined;
      const exports: Record<string, unknown> = await import(join(contentDir, file));
      problems.push(...walkCopy(exports, `content/${file}`, locale, seen));
    }
    expect(problems).toEqual([]);
  });

  it.each(routing.locales)("the %s acknowledgement mail uses none of them", (locale) => {
    const copy = getMailCopy(locale);
    for (const salutationCode of ["mr", "dato"]) {
      const body = copy.ackBody({ salutation: "", salutationCode, name: "Lim", unitTypes: ["A1"] });
      expect(
        walkCopy(body, `content/mail/${locale}.ts ackBody(${salutationCode})`, locale),
      ).toEqual([]);
    }
  });
});

describe.each(routing.locales)("the %s messages say what the glossary says", (locale) => {
  const g = glossaries[locale];
  const m = messages[locale];

  it("marks pictures with the glossary's artist's impression", () => {
    expect(m.Artwork.mark).toBe(g.artistImpression);
    expect(m.Panorama.badge).toBe(g.artistImpression);
  });

  it("states areas in the glossary's unit", () => {
    for (const message of [
      m.Concept.sizeRange,
      m.LayoutPage.sizeBand,
      m.UnitType.size,
      m.UnitType.metaTitle,
    ])
      expect(message).toContain(g.areaUnit);
  });

  it("names the brochure as its cover does", () => {
    expect(m.Nav.brochure).toBe(g.eBrochure);
  });

  it("calls the rooftop by the glossary's name", () => {
    expect(m.Panorama.title.toLowerCase()).toContain(g.skyTerrace);
    expect(m.Panorama.conceptLink.toLowerCase()).toContain(g.skyTerrace);
  });
});
