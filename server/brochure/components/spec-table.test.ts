import { Document, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { sampleInventoryFigures } from "@/content/units/price-list";
import { readPdf } from "@/tests/support/read-pdf";
import { brochureContext } from "../context";
import { registerFonts } from "../fonts";
import { InnerPage } from "./inner-page";
import { SpecTable } from "./spec-table";

describe("a long table in the brochure", { timeout: 30_000 }, () => {
  it("flows over several pages, each with the running header, page number and no lost row", async () => {
    registerFonts();
    const ctx = brochureContext("en", "https://skyhaven.example", sampleInventoryFigures);
    const sizes = Array.from({ length: 40 }, (_, i) => `${400 + i * 20} sq ft`);
    const table = createElement(SpecTable, {
      ctx,
      columns: [
        { label: "Type", width: "50%" },
        { label: "Built-up", width: "50%", align: "right" },
      ],
      groups: [
        {
          key: "all",
          title: "Every type",
          rows: sizes.map((size, i) => ({ key: size, cells: [`T${i + 1}`, size] })),
        },
      ],
    });
    const page = createElement(InnerPage, { ctx, label: "Unit types" }, table);
    const { pages, pageTexts } = await readPdf(
      await renderToBuffer(createElement(Document, null, page)),
    );

    expect(pages).toBeGreaterThan(1);
    pageTexts.forEach((text, index) => {
      // Letter-spaced labels come out of the PDF as "U N I T  T Y P E S".
      expect(text.replace(/\s+/g, "")).toContain("UNITTYPES");
      expect(text).toContain(`0${index + 1} / 0${pages}`);
    });
    const all = pageTexts.join(" ");
    for (const size of sizes) expect(all).toContain(size);
  });
});
