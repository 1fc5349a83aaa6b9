import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { getLegalDocument, type LegalDocumentKind } from ".";
import { privacyNoticeVersion } from "./privacy/version";
import { termsVersion } from "./terms/version";

const kinds: LegalDocumentKind[] = ["privacy", "terms"];

describe("legal documents", () => {
  it.each(kinds)("%s has the same sections, in the same order, in every language", (kind) => {
    const ids = (locale: (typeof routing.locales)[number]) =>
      getLegalDocument(kind, locale).sections.map((s) => s.id);
    for (const locale of routing.locales) expect(ids(locale)).toEqual(ids("en"));
  });

  it("the privacy notice covers what Malaysia's PDPA asks a notice to say", () => {
    const ids = getLegalDocument("privacy", "ms").sections.map((s) => s.id);
    for (const topic of [
      "purposes",
      "data-we-collect",
      "disclosure",
      "retention",
      "rights",
      "withdraw-consent",
      "contact",
    ]) {
      expect(ids).toContain(topic);
    }
  });

  it("carries the version recorded with each consent and an effective date", () => {
    const privacy = getLegalDocument("privacy", "en");
    const terms = getLegalDocument("terms", "en");
    expect(privacy.version).toBe(privacyNoticeVersion);
    expect(terms.version).toBe(termsVersion);
    expect(privacy.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("states the portability right, what a booking requires and the DPO's record, placeholders filled", () => {
    const values = {
      dpoName: "Lim Wei Ling",
      dpoEmail: "dpo@x.my",
      dpoPhone: "03-8787 1800",
      dpoNotified: "1 December 2026",
    };
    for (const locale of routing.locales) {
      const privacy = getLegalDocument("privacy", locale, values);
      const text = JSON.stringify(privacy.sections);
      expect(text, locale).not.toMatch(/\{\w+\}/);
      expect(text, locale).toContain("Lim Wei Ling");
      expect(text, locale).toContain("dpo@x.my");
      expect(text, locale).toContain("1 December 2026");
      expect(text, locale).not.toContain("@skyhaven.example");
    }
    const en = JSON.stringify(getLegalDocument("privacy", "en", values).sections);
    expect(en).toContain("send your personal data electronically to another data controller");
    expect(en).toMatch(/visit time you choose, the number of people coming and the language/);
    expect(getLegalDocument("privacy", "zh").sections.find((s) => s.id === "rights")?.heading).toBe(
      "您的权利",
    );
  });
});
