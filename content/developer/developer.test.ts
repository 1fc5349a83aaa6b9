import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import {
  advertisingParticulars,
  contactLinks,
  developerFacts,
  formatMalaysianPhone,
  getDeveloper,
} from ".";
import { advertisingParticularsSchema } from "./schema";

describe("developer content", () => {
  it("has copy in every language", () => {
    for (const locale of routing.locales)
      expect(getDeveloper(locale).profile.length).toBeGreaterThan(0);
  });

  it("holds the advertising permit within the developer's licence", () => {
    const { developerLicence: licence, advertisingPermit: permit } = advertisingParticulars;
    expect(permit.validFrom >= licence.validFrom).toBe(true);
    expect(permit.validTo <= licence.validTo).toBe(true);
  });

  it("states the encumbrance and land use in every language", () => {
    for (const locale of routing.locales) {
      expect(advertisingParticulars.encumbrance[locale]).toBeTruthy();
      expect(advertisingParticulars.landUse[locale]).toBeTruthy();
    }
  });

  it("rejects particulars whose price range or dates are inverted", () => {
    const inverted = structuredClone(advertisingParticulars);
    inverted.price = { currency: "MYR", min: 2, max: 1 };
    expect(advertisingParticularsSchema.safeParse(inverted).success).toBe(false);
    const expired = structuredClone(advertisingParticulars);
    expired.advertisingPermit.validTo = "2020-01-01";
    expect(advertisingParticularsSchema.safeParse(expired).success).toBe(false);
  });

  it("links the phone, WhatsApp (with a greeting in the reader's language) and email", () => {
    const links = contactLinks("zh");
    expect(links.phone).toBe(`tel:${developerFacts.phone}`);
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/60\d+\?text=/);
    expect(decodeURIComponent(links.whatsapp)).toContain(getDeveloper("zh").whatsappGreeting);
    expect(links.email).toMatch(/^mailto:sales@/);
  });

  it("groups Malaysian numbers for reading", () => {
    expect(formatMalaysianPhone("+60387871800")).toBe("+60 3-8787 1800");
    expect(formatMalaysianPhone("+60123871800")).toBe("+60 12-387 1800");
    expect(formatMalaysianPhone("+6512345678")).toBe("+6512345678");
  });
});
