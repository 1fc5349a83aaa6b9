import { describe, expect, it } from "vitest";
import { getConcept } from "@/content/concept";
import { getBrochure } from "@/content/brochure";
import { readPdf } from "@/tests/support/read-pdf";
import { renderBrochure } from "./render-brochure";

const compact = (text: string) => text.replace(/\s+/g, "");

// Rendering embeds three font families (Noto Sans SC alone is 10 MB per weight to parse).
describe("the e-brochure", { timeout: 60_000 }, () => {
  for (const locale of ["en", "zh", "ms"] as const) {
    it(`renders in ${locale}: at least four A4 pages with the site's concept and the notice`, async () => {
      const pdf = await renderBrochure(locale, "https://skyhaven.example");
      const { pages, text, pageTexts, title, size } = await readPdf(pdf);
      const concept = getConcept(locale);
      const brochure = getBrochure(locale);

      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pages).toBeGreaterThanOrEqual(4);
      expect(size).toEqual({ width: 842, height: 595 });
      expect(title).toBe(brochure.meta.title);
      // pdf.js may split or space runs of CJK text: compare without whitespace.
      for (const expected of [
        concept.hero.title,
        concept.meta.title,
        concept.sanctuary.title,
        concept.investment.categories.dualKey.name,
        brochure.notice.paragraphs.at(-1) ?? "",
      ]) {
        expect(compact(text), expected).toContain(compact(expected));
      }
      expect(text).toContain("skyhaven.example");
      // Inner pages (all but the covers) carry their number in the running footer.
      pageTexts.slice(1, -1).forEach((pageText, index) => {
        expect(pageText).toContain(`0${index + 2} / 0${pages}`);
      });
      // Buyers download it on phones.
      expect(pdf.length).toBeLessThan(2.5 * 1024 * 1024);
    });
  }

  it("embeds Chinese glyphs: the zh brochure's text is Chinese", async () => {
    const { text } = await readPdf(await renderBrochure("zh", "https://skyhaven.example"));
    expect(compact(text)).toContain("旅途在此，从容停驻");
    expect(compact(text)).toContain("买家须详阅买卖合约。");
    expect(text.match(/\p{Script=Han}/gu)?.length ?? 0).toBeGreaterThan(300);
  });
});
