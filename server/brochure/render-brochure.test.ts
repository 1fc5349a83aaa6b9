import { sampleInventoryFigures } from "@/content/units/price-list";
import { describe, expect, it } from "vitest";
import { getBrochure } from "@/content/brochure";
import { getConcept } from "@/content/concept";
import {
  advertisingParticulars,
  developerFacts,
  formatMalaysianPhone,
  getDeveloper,
} from "@/content/developer";
import { getFacilities } from "@/content/facilities";
import { getLocation } from "@/content/location";
import { unitCategories } from "@/content/units/categories";
import { planLabels } from "@/content/units/plan-labels";
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
      const pdf = await renderBrochure(locale, "https://skyhaven.example", sampleInventoryFigures);
      const { pages, text, pageTexts, title, size } = await readPdf(pdf);
      const concept = getConcept(locale);
      const brochure = getBrochure(locale);
      const facilities = getFacilities(locale);
      const location = getLocation(locale);
      const developer = getDeveloper(locale);

      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // Cover, concept, sanctuary, investment, unit types (a page or more per category), two of
      // facilities, location, developer, back cover.
      expect(sections.length).toBeGreaterThanOrEqual(9);
      expect(pages).toBeGreaterThanOrEqual(4 + unitCategories.length + 5);
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
      await renderBrochure("zh", "https://skyhaven.example", sampleInventoryFigures),
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

  it("prints where to register under the public address, and no address at all when SITE_URL is a loopback one", async () => {
    const published = await readPdf(
      await renderBrochure("en", "https://www.skyhaven.example", sampleInventoryFigures),
    );
    expect(published.text).toContain("www.skyhaven.example/register");
    const unconfigured = await readPdf(
      await renderBrochure("en", "http://localhost:3000", sampleInventoryFigures),
    );
    expect(unconfigured.text).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(unconfigured.pages).toBe(published.pages);
  });

  for (const locale of ["en", "zh", "ms"] as const) {
    it(`hands a buyer in ${locale} the sales gallery, its hours, phone, WhatsApp and a QR code to register`, async () => {
      const { pageTexts, pageLinks, pages } = await readPdf(
        await renderBrochure(locale, "https://www.skyhaven.example", sampleInventoryFigures),
      );
      const back = pageTexts.at(-1) ?? "";
      const gallery = getDeveloper(locale).salesGallery;
      for (const expected of [
        gallery.name,
        ...developerFacts.salesGallery.addressLines,
        ...gallery.hours.flatMap((row) => [row.days, row.time]),
        formatMalaysianPhone(developerFacts.phone),
        formatMalaysianPhone(developerFacts.whatsapp),
        getBrochure(locale).contact.scan,
      ]) {
        expect(compact(back), expected).toContain(compact(expected));
      }
      // The QR code is drawn from this address, and a link over it opens the same one.
      const prefix = locale === "en" ? "" : `/${locale}`;
      expect(pageLinks[pages - 1]).toEqual([
        `https://www.skyhaven.example${prefix}/register?utm_source=brochure&utm_medium=print&utm_campaign=brochure-${locale}`,
      ]);
    });
  }

  it("draws no QR code when SITE_URL is a loopback address, as it prints no address", async () => {
    const { pageLinks } = await readPdf(
      await renderBrochure("zh", "http://127.0.0.1:3000", sampleInventoryFigures),
    );
    expect(pageLinks.flat()).toEqual([]);
  });

  it("labels every room of every plan in the reader's language", async () => {
    for (const locale of ["en", "zh", "ms"] as const) {
      const { text } = await readPdf(
        await renderBrochure(locale, "https://skyhaven.example", sampleInventoryFigures),
      );
      for (const room of Object.values(planLabels[locale].rooms)) {
        expect(compact(text), `${locale}: ${room}`).toContain(compact(room));
      }
      expect(text).toContain(`3.1 × 4.6 ${planLabels[locale].metres}`);
    }
  });

  it("copies Chinese as written: paragraphs and labels come out exactly as the content has them", async () => {
    const { text } = await readPdf(
      await renderBrochure("zh", "https://skyhaven.example", sampleInventoryFigures),
    );
    const brochure = getBrochure("zh");
    const concept = getConcept("zh");
    for (const written of [
      ...brochure.notice.paragraphs,
      concept.closing.body,
      concept.hero.title,
      "公司资料",
      "主卧浴室",
    ]) {
      expect(text).toContain(written);
    }
  });
});
