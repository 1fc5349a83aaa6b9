import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import {
  advertisingParticulars,
  developerFacts,
  formatMalaysianPhone,
  getDeveloper,
  whatsappChatUrl,
  whatsappMessage,
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

  it("rejects particulars whose dates are inverted", () => {
    const expired = structuredClone(advertisingParticulars);
    expired.advertisingPermit.validTo = "2020-01-01";
    expect(advertisingParticularsSchema.safeParse(expired).success).toBe(false);
  });

  it("pre-fills WhatsApp with the unit type or the page the reader was on, in their language", () => {
    expect(whatsappMessage(getDeveloper("en"), { unitType: "C1A", pageName: "Layout Plan" })).toBe(
      "Hello, I'm interested in SkyHaven Suites type C1A. Could you tell me its price and which units are still available?",
    );
    expect(whatsappMessage(getDeveloper("zh"), { pageName: "设施" })).toBe(
      "您好，我正在浏览 SkyHaven Suites 的「设施」页面，想进一步了解。",
    );
    expect(whatsappMessage(getDeveloper("ms"), { unitType: "D5" })).toContain(
      "SkyHaven Suites jenis D5",
    );
    expect(whatsappMessage(getDeveloper("ms"))).toBe(getDeveloper("ms").whatsappGreeting);
    for (const locale of routing.locales) {
      expect(whatsappMessage(getDeveloper(locale), { pageName: "X" })).not.toContain("{");
      expect(whatsappMessage(getDeveloper(locale), { unitType: "B2" })).not.toContain("{");
    }
    expect(whatsappChatUrl(developerFacts.whatsapp, "Hi & bye")).toBe(
      `https://wa.me/${developerFacts.whatsapp.slice(1)}?text=Hi%20%26%20bye`,
    );
  });

  it("groups Malaysian numbers for reading", () => {
    expect(formatMalaysianPhone("+60387871800")).toBe("+60 3-8787 1800");
    expect(formatMalaysianPhone("+60123871800")).toBe("+60 12-387 1800");
    expect(formatMalaysianPhone("+6512345678")).toBe("+6512345678");
  });
});
