import { describe, expect, it } from "vitest";
import { developerFacts } from "@/content/developer";
import { locationFacts } from "@/content/location";
import { readEnv } from "../env-schema";
import { resolveSiteSettings } from "../site-settings/resolve";
import { homeJsonLd, organizationJsonLd, placeJsonLd } from "./structured-data";

const { contact } = resolveSiteSettings(null, readEnv());

describe("structured data", () => {
  it("describes the concept page as an apartment complex and its developer", () => {
    const graph = homeJsonLd("zh", contact)["@graph"] as Record<string, unknown>[];
    expect(graph.map((thing) => thing["@type"])).toEqual(["ApartmentComplex", "Organization"]);
    const [complex] = graph;
    expect(complex).toMatchObject({
      name: "SkyHaven Suites",
      url: "http://localhost:3000/zh",
      numberOfAccommodationUnits: {
        "@type": "QuantitativeValue",
        value: 688,
      },
      geo: { latitude: locationFacts.coordinates.lat, longitude: locationFacts.coordinates.lng },
      address: { postalCode: "64000", addressCountry: "MY" },
    });
    expect(String(complex?.description)).toMatch(/SkyHaven/);
  });

  it("gives the developer a logo and a sales contact point", () => {
    expect(organizationJsonLd("en", { ...contact, phone: "+60312345678" })).toMatchObject({
      name: developerFacts.company,
      url: "http://localhost:3000/developer",
      logo: expect.stringMatching(/^http:\/\/localhost:3000\/.+/),
      contactPoint: {
        "@type": "ContactPoint",
        telephone: "+60312345678",
        contactType: "sales",
      },
    });
  });

  it("describes the location page as a place with coordinates", () => {
    expect(placeJsonLd("ms")).toMatchObject({
      "@type": "Place",
      geo: { "@type": "GeoCoordinates" },
      address: { addressLocality: "Sepang", addressRegion: "Selangor" },
    });
  });
});
