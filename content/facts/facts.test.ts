import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import en from "@/messages/en.json";
import { locationFacts } from "../location/facts";
import { unitTypes } from "../units/unit-types";
import { copyEntries } from "./copy-entries";
import { bedroomValues } from "./format";
import { computeHeadlineFacts, factSources, headlineFacts } from "./headline-facts";
import { findStaleFigures } from "./stale-figures";

describe("headline figures", () => {
  it("are computed from the unit types, the key plan and the location table", () => {
    const sizes = unitTypes.map((unit) => unit.sizeSqft);
    const terminal1 = locationFacts.pointsOfInterest.find((p) => p.id === "klia-terminal-1");
    expect(headlineFacts).toMatchObject({
      typeCount: 22,
      sizeSqft: { min: Math.min(...sizes), max: Math.max(...sizes) },
      nearestTerminal: { id: "klia-terminal-1", minutes: terminal1?.travel.minutes },
      typicalFloorUnits: 22 * (28 - 6 + 1),
      // The approved count (688) covers every floor of both towers, not only the typical ones the
      // key plan shows (content/units/towers.ts).
      totalUnits: 688,
    });
    expect(headlineFacts.categories.dualKey?.bedrooms).toEqual({ min: 2, max: 3 });
  });

  it("give a category card a bedroom range where its types differ", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "Concept" });
    const dualKey = headlineFacts.categories.dualKey;
    const double = headlineFacts.categories.double;
    if (!dualKey || !double) throw new Error("categories missing");
    expect(t("bedrooms", bedroomValues(dualKey.bedrooms))).toBe("2–3 bedrooms");
    expect(t("bedrooms", bedroomValues(double.bedrooms))).toBe("2 bedrooms");
    // The studio card is already headed "Studio": its line says what that means instead.
    expect(t("bedrooms", bedroomValues({ min: 0, max: 0 }))).toBe("No separate bedroom");
  });

  it.each(routing.locales)("agree with the data everywhere the %s copy quotes them", (locale) => {
    const entries = copyEntries(locale);
    expect(entries.length).toBeGreaterThan(200);
    expect(findStaleFigures(entries, headlineFacts)).toEqual([]);
  });

  it("name the stale headline when a unit type changes and the copy does not", () => {
    // D5 gains a bedroom: the Dual-Key card must then say 2–4, and a card typed as "2–3" is stale.
    const units = factSources.units.map((unit) =>
      unit.code === "D5" ? { ...unit, bedrooms: 4 } : unit,
    );
    const changed = computeHeadlineFacts({ ...factSources, units });
    const stale = findStaleFigures(
      [
        { where: "card.en.dualKey", text: "958–1,281 sq ft · 2–3 bedrooms" },
        { where: "concept.en.facts.0", text: "5 min to the main terminal" },
        { where: "LayoutPage.en.title", text: "Twenty-one ways to arrive home" },
      ],
      changed,
    );
    expect(stale).toEqual([
      {
        where: "card.en.dualKey",
        claim: 'bedrooms: "2–3 bedrooms"',
        expected: "2–4 bedrooms (dualKey)",
      },
      {
        where: "concept.en.facts.0",
        claim: 'minutes to the terminal: "5 min to the main terminal"',
        expected: "7 min to the nearest terminal (7–10 to the terminals)",
      },
      {
        where: "LayoutPage.en.title",
        claim: 'number of unit types: "Twenty-one ways to arrive"',
        expected: "22 unit types",
      },
    ]);
  });

  it("finds figures written in words in Chinese and Malay too", () => {
    const stale = findStaleFigures(
      [
        { where: "location.zh.meta.title", text: "地理位置：距机场航站楼仅五分钟" },
        { where: "brochure.ms.units.intro", text: "Dua puluh dua jenis suite di tingkat tipikal" },
        { where: "messages.ms.x", text: "Tingkat 6 hingga 30: dua sayap" },
        { where: "messages.en.y", text: "Please choose up to five unit types." },
      ],
      headlineFacts,
    );
    expect(stale.map((s) => s.where)).toEqual(["location.zh.meta.title", "messages.ms.x"]);
  });
});
