import { describe, expect, it } from "vitest";
import { brochureFiles, brochureHeaders, downloadName, localeOfFile } from "./files";

describe("brochure files", () => {
  it("offers one PDF per language", () => {
    expect(brochureFiles).toEqual(["en.pdf", "zh.pdf", "ms.pdf"]);
  });

  it("maps a file name to its language and rejects anything else", () => {
    expect(localeOfFile("zh.pdf")).toBe("zh");
    expect(localeOfFile("ms.pdf")).toBe("ms");
    for (const file of ["xx.pdf", "cn.pdf", "EN.pdf", "en.PDF", "en.pdf.exe", "en", ".pdf"]) {
      expect(localeOfFile(file), file).toBeUndefined();
    }
  });

  it("opens inline under a descriptive name", () => {
    expect(downloadName("en")).toBe("SkyHaven-Suites-en.pdf");
    expect(brochureHeaders("zh", 1234)).toMatchObject({
      "Content-Type": "application/pdf",
      "Content-Length": "1234",
      "Content-Disposition": 'inline; filename="SkyHaven-Suites-zh.pdf"',
    });
  });
});
