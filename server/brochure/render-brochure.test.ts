import { describe, expect, it } from "vitest";
import { getBrochure } from "@/content/brochure";
import { getConcept } from "@/content/concept";
import { advertisingParticulars, developerFacts, getDeveloper } from "@/content/developer";
import { getFacilities } from "@/content/facilities";
import { getLocation } from "@/content/location";
import { unitTypes } from "@/content/units/unit-types";
import { readPdf } from "@/tests/support/read-pdf";
import { sections } from "./document";
import { renderBrochure } from "./render-brochure";

const compact = (text: string) => text.replace(/\s+/g, "");
const pad = (n: number) => String(n).padStart(2, "0");

// Rendering embeds three font families (Noto Sans SC alone is 10 MB per weight to parse).
describe("the e-brochure", { timeout: 60_000 }, () => {
  for (const locale of ["en", "zh", "ms"] as const) {
    it(`renders in ${locale}: every section, with the site's content, particulars and notice`, async () => {
      const pdf = await renderBrochure(locale, "https://skyhaven.example");
      const { pages, text, pageTexts, title, size } = await readPdf(pdf);
      const concept = getConcept(locale);
      const brochure = getBrochure(locale);
      const facilities = getFacilities(locale);
      const location = getLocation(locale);
      const developer = getDeveloper(locale);

      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // Cover, concept, sanctuary, investment, two of unit types, two of facilities, location,
      // developer, back cover.
      expect(sections.length).toBeGreaterThanOrEqual(9);
      expect(pages).toBeGreaterThanOrEqual(11);
      expect(size).toEqual({ width: 842, height: 595 });
      expect(title).toBe(brochure.meta.title);
      // pdf.js may split or space runs of CJK text: compare without whitespace.
      for (const expected of [
        concept.hero.title,
        concept.meta.title,
        concept.sanctuary.title,
        concept.investment.categories.dualKey.name,
        ...Object.values(brochure.sections),
        brochure.units.intro,
        ...unitTypes.map((unit) => unit.code),
        facilities.title,
        ...facilities.items.map((item) => item.name),
        location.title,
        ...Object.values(location.pointsOfInterest).map((poi) => poi.name),
        location.addressLines[0] ?? "",
        developer.title,
        developerFacts.company,
        advertisingParticulars.developerLicence.number,
        advertisingParticulars.advertisingPermit.number,
        advertisingParticulars.approvingAuthority,
        advertisingParticulars.buildingPlanReference,
        advertisingParticulars.encumbrance[locale],
        advertisingParticulars.landUse[locale],
        brochure.notice.paragraphs.at(-1) ?? "",
      ]) {
        // Running headers and eyebrows are set in capitals: compare regardless of case.
        expect(compact(text).toLowerCase(), expected).toContain(compact(expected).toLowerCase());
      }
      expect(text).toContain("skyhaven.example");
      // Every type with its built-up area in both units.
      for (const unit of unitTypes) {
        const size = `${unit.sizeSqft.toLocaleString("en")}`;
        expect(text).toContain(size);
        expect(text).toContain(String(unit.sizeSqm));
      }
      // Inner pages (all but the covers) carry their number in the running footer.
      pageTexts.slice(1, -1).forEach((pageText, index) => {
        expect(pageText).toContain(`${pad(index + 2)} / ${pad(pages)}`);
      });
      // Buyers download it on phones.
      expect(pdf.length).toBeLessThan(2.5 * 1024 * 1024);
    });
  }

  it("embeds Chinese glyphs: the zh brochure's text is Chinese", async () => {
    const { text, pageTexts } = await readPdf(
      await renderBrochure("zh", "https://skyhaven.example"),
    );
    expect(compact(text)).toContain("旅途在此，从容停驻");
    expect(compact(text)).toContain("买家须详阅买卖合约。");
    expect(compact(text)).toContain("无边泳池");
    expect(compact(text)).toContain("发展商执照编号");
    // The licence number sits beside its label on the particulars page and on the back cover.
    const withLicence = pageTexts.filter((page) =>
      page.includes(advertisingParticulars.developerLicence.number),
    );
    expect(withLicence.length).toBeGreaterThanOrEqual(2);
    expect(text.match(/\p{Script=Han}/gu)?.length ?? 0).toBeGreaterThan(300);
  });
});
