import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { facilitiesEn } from "./en";
import { facilitiesMainImage, facilityItems, getFacilities, validateFacilitiesCopy } from "./index";

describe("facilities content", () => {
  it("lists ten facilities plus a main picture, as the original site did", () => {
    expect(facilityItems).toHaveLength(10);
    expect(new Set(facilityItems.map((f) => f.key)).size).toBe(10);
    expect(facilitiesMainImage).toBeTruthy();
  });

  it.each(routing.locales)("names and describes every facility in %s", (locale) => {
    const { items, mainImageAlt } = getFacilities(locale);
    expect(mainImageAlt.length).toBeGreaterThan(10);
    expect(items.map((f) => f.key)).toEqual(facilityItems.map((f) => f.key));
    for (const item of items) {
      expect(item.name.length).toBeGreaterThan(1);
      expect(item.description.length).toBeGreaterThan(10);
    }
  });

  it("rejects a translation that misses a facility", () => {
    const rest: Partial<typeof facilitiesEn.items> = { ...facilitiesEn.items };
    delete rest.gym;
    expect(() => validateFacilitiesCopy({ ...facilitiesEn, items: rest })).toThrow(/missing gym/);
  });

  it("keeps descriptions short enough for a card and the brochure", () => {
    const items = { ...facilitiesEn.items, gym: { name: "Gym", description: "x".repeat(300) } };
    expect(() => validateFacilitiesCopy({ ...facilitiesEn, items })).toThrow();
  });
});
