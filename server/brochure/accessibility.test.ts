import { describe, expect, it } from "vitest";
import { getBrochure } from "@/content/brochure";
import { sampleInventoryFigures } from "@/content/units/price-list";
import {
  hasPdftotext,
  pdftotext,
  readPdfAccessibility,
  spacedLetters,
} from "@/tests/support/pdf-accessibility";
import { readPdf } from "@/tests/support/read-pdf";
import { renderBrochure } from "./render-brochure";

const languageTags = { en: "en", zh: "zh-Hans", ms: "ms" } as const;

describe(
  "the brochure where people read it: viewers, search, screen readers",
  { timeout: 60_000 },
  () => {
    it("reads 'spaced' capitals as words, and names its language and title", async () => {
      for (const locale of ["en", "zh", "ms"] as const) {
        const pdf = await renderBrochure(
          locale,
          "https://skyhaven.example",
          sampleInventoryFigures,
        );
        const { pageTexts } = await readPdf(pdf);

        // The wordmark on every inner page and the eyebrows: whole words in pdf.js (Firefox, Chrome's
        // reader mode, and this suite), with no letters standing alone.
        expect(pageTexts[0], locale).toContain("SkyHavenSUITES");
        expect(spacedLetters(pageTexts.join("\n")), locale).toEqual([]);

        const facts = await readPdfAccessibility(pdf);
        expect(facts.language, locale).toBe(languageTags[locale]);
        expect(facts.title, locale).toBe(getBrochure(locale).meta.title);
        expect(facts.displayDocTitle, locale).toBe(true);
        // Untagged, and honest about it: react-pdf 4.9 writes no structure (server/brochure/README.md,
        // "Tagging"). This fails the day it does, to be replaced by checks of the tags.
        expect(facts.marked, locale).toBe(false);
        expect(facts.structTree, locale).toBe(false);

        if (hasPdftotext()) {
          const popplerText = pdftotext(pdf);
          expect(popplerText.split("\n"), locale).toContain("SUITES");
          expect(spacedLetters(popplerText), locale).toEqual([]);
        }
      }
    });

    it.runIf(hasPdftotext())(
      "extracts with poppler in reading order: the cover's wordmark, then its eyebrow",
      async () => {
        const pdf = await renderBrochure("en", "https://skyhaven.example", sampleInventoryFigures);
        const lines = pdftotext(pdf)
          .split("\n")
          .filter((line) => line.trim());
        expect(lines.slice(0, 3)).toEqual([
          "SkyHaven",
          "SUITES",
          "SERVICED SUITES · 7 MINUTES FROM AIRPORT TERMINAL 1",
        ]);
      },
    );
  },
);
