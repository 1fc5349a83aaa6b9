import { describe, expect, it } from "vitest";
import { developerFacts } from "@/content/developer/facts";
import { addressLines, resolveSiteSettings } from "./resolve";

const env = {
  CONTACT_EMAIL: "sales@skyhaven.my",
  GA4_MEASUREMENT_ID: "G-ENV12345",
  GOOGLE_ADS_ID: undefined,
  GOOGLE_ADS_CONVERSION_LABEL: undefined,
  META_PIXEL_ID: "1234567890",
};

describe("site settings", () => {
  it("takes the environment's, then the sample's, while the CMS holds none", () => {
    expect(resolveSiteSettings(null, env)).toEqual({
      contact: {
        phone: developerFacts.phone,
        whatsapp: developerFacts.whatsapp,
        email: "sales@skyhaven.my",
        galleryAddress: developerFacts.salesGallery.addressLines,
      },
      tracking: { ga4: "G-ENV12345", metaPixelId: "1234567890" },
    });
  });

  it("takes each setting the marketing team filled in over the environment's", () => {
    const settings = resolveSiteSettings(
      {
        contact: {
          phone: " +60312345678 ",
          whatsapp: "",
          email: "launch@skyhaven.my",
          galleryAddress: "Lot 1, Jalan KLIA 2\n\n64000 Sepang\r\n",
        },
        tracking: {
          ga4MeasurementId: "G-CMS98765",
          googleAdsId: "AW-123456789",
          metaPixelId: null,
        },
      },
      env,
    );
    expect(settings.contact).toEqual({
      phone: "+60312345678",
      whatsapp: developerFacts.whatsapp,
      email: "launch@skyhaven.my",
      galleryAddress: ["Lot 1, Jalan KLIA 2", "64000 Sepang"],
    });
    expect(settings.tracking).toEqual({
      ga4: "G-CMS98765",
      adsId: "AW-123456789",
      metaPixelId: "1234567890",
    });
  });

  it("ignores a stored value that is not well-formed, rather than break a link or a tag", () => {
    const settings = resolveSiteSettings(
      {
        contact: { phone: "03-8787 1800", email: "not an address", galleryAddress: "one line" },
        tracking: { ga4MeasurementId: "<script>", metaPixelId: "abc" },
      },
      env,
    );
    expect(settings.contact.phone).toBe(developerFacts.phone);
    expect(settings.contact.email).toBe("sales@skyhaven.my");
    expect(settings.contact.galleryAddress).toEqual(developerFacts.salesGallery.addressLines);
    expect(settings.tracking.ga4).toBe("G-ENV12345");
    expect(settings.tracking.metaPixelId).toBe("1234567890");
  });

  it("reads an address as one line per line, two at least", () => {
    expect(addressLines(" a \n b ")).toEqual(["a", "b"]);
    expect(addressLines("a")).toBeUndefined();
    expect(addressLines(null)).toBeUndefined();
  });
});
