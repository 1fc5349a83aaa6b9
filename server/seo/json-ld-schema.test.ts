import { describe, expect, it } from "vitest";
import { advertisingParticulars } from "@/content/developer";
import { getFaq } from "@/content/faq";
import { renderFaq } from "@/content/faq/render";
import { getGallery } from "@/content/gallery";
import { images, mediaImages } from "@/content/images";
import { getUnitType, unitTypes } from "@/content/units/unit-types";
import { routing } from "@/i18n/routing";
import { schemaOrgProblems } from "@/tests/support/schema-org";
import { breadcrumbJsonLd } from "./breadcrumbs";
import { faqPageJsonLd } from "./faq-data";
import { complexWithPlanJsonLd, floorPlanJsonLd } from "./floor-plan-data";
import { galleryImageJsonLd } from "./image-data";
import {
  apartmentComplexJsonLd,
  homeJsonLd,
  organizationJsonLd,
  placeJsonLd,
} from "./structured-data";
import { readEnv } from "../env-schema";
import { resolveSiteSettings } from "../site-settings/resolve";
import { isoDuration, videoTourJsonLd } from "./video-data";

const { contact } = resolveSiteSettings(null, readEnv());

// Under Vitest an image import is its URL; the builders read only `.src` and the size.
const poster = { src: String(mediaImages.arrival), width: 1600, height: 900 };

describe("JSON-LD against schema.org's vocabulary", () => {
  it("catches a property the type does not have, and an unknown type", () => {
    expect(schemaOrgProblems({ "@type": "FloorPlan", isPlanFor: { "@id": "x" } })).toEqual([
      "$: FloorPlan has no property isPlanFor",
    ]);
    expect(schemaOrgProblems({ "@type": "Flat", name: "x" })).toEqual(["$: unknown type Flat"]);
  });

  it.each(routing.locales)("finds nothing wrong with any page's graph in %s", (locale) => {
    const unit = getUnitType("D5");
    const picture = getGallery(locale).pictures[0];
    if (!unit || !picture) throw new Error("content missing");
    const graphs = [
      homeJsonLd(locale, contact),
      placeJsonLd(locale),
      organizationJsonLd(locale, contact),
      ...unitTypes.map((u) => floorPlanJsonLd(u, locale)),
      complexWithPlanJsonLd(unit, locale),
      breadcrumbJsonLd(locale, [
        { name: "Layout plans", path: "/layout" },
        { name: "D5", path: "/layout/D5" },
      ]),
      videoTourJsonLd(locale, poster),
      galleryImageJsonLd(picture, locale),
      faqPageJsonLd(
        locale,
        renderFaq(getFaq(locale), getFaq(locale), locale, advertisingParticulars),
      ),
    ];
    expect(graphs.flatMap((graph) => schemaOrgProblems(graph))).toEqual([]);
  });
});

describe("floor plans", () => {
  it("are listed by the complex with accommodationFloorPlan, each by its @id", () => {
    const complex = apartmentComplexJsonLd("en");
    const ids = unitTypes.map((unit) => floorPlanJsonLd(unit, "zh")["@id"]);
    expect(new Set(ids).size).toBe(22);
    expect(complex.accommodationFloorPlan).toEqual(ids.map((id) => ({ "@id": id })));
    expect(ids[0]).toBe("http://localhost:3000/layout/A1#floorplan");
  });

  it("carry the number of suites of the type available now", () => {
    const unit = getUnitType("D9");
    if (!unit) throw new Error("D9 missing");
    expect(floorPlanJsonLd(unit, "en", 7).numberOfAvailableAccommodationUnits).toEqual({
      "@type": "QuantitativeValue",
      value: 7,
    });
  });

  it("no longer point back at the complex; the type's page has the complex list its plan", () => {
    const unit = getUnitType("C1A");
    if (!unit) throw new Error("C1A missing");
    const plan = floorPlanJsonLd(unit, "ms");
    expect(plan).not.toHaveProperty("isPlanFor");
    expect(plan).toMatchObject({
      "@type": "FloorPlan",
      url: "http://localhost:3000/ms/layout/C1A",
      numberOfBedrooms: unit.bedrooms,
      floorSize: [{ unitCode: "FTK" }, { unitCode: "MTK" }],
    });
    expect(complexWithPlanJsonLd(unit, "ms")).toMatchObject({
      "@id": apartmentComplexJsonLd("en")["@id"],
      accommodationFloorPlan: { "@id": plan["@id"] },
    });
  });
});

describe("the FAQ", () => {
  it("gives every question with the answer the page shows, in the page's language", () => {
    const faq = renderFaq(getFaq("zh"), getFaq("zh"), "zh", advertisingParticulars);
    const graph = faqPageJsonLd("zh", faq);
    const questions = faq.sections.flatMap((section) => section.questions);
    expect(graph).toMatchObject({
      "@type": "FAQPage",
      url: "http://localhost:3000/zh/faq",
      inLanguage: "zh-Hans",
    });
    expect(graph.mainEntity).toEqual(
      questions.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    );
    expect(JSON.stringify(graph)).not.toMatch(/\{\w+\}/);
  });
});

describe("breadcrumbs", () => {
  it("list the trail in order, with absolute URLs in the page's language", () => {
    expect(
      breadcrumbJsonLd("zh", [
        { name: "图库", path: "/gallery" },
        { name: "空中酒廊", path: "/gallery/sky-lounge" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "图库",
          item: "http://localhost:3000/zh/gallery",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "空中酒廊",
          item: "http://localhost:3000/zh/gallery/sky-lounge",
        },
      ],
    });
  });
});

describe("the video tour", () => {
  it("gives search engines the film, its poster, upload date and length", () => {
    const video = videoTourJsonLd("en", poster);
    expect(video).toMatchObject({
      "@type": "VideoObject",
      name: expect.any(String),
      description: expect.stringMatching(/\w{3}/),
      thumbnailUrl: [expect.stringMatching(/^http:\/\/localhost:3000\/.+arrival/)],
      contentUrl: "http://localhost:3000/video/skyhaven-tour.mp4",
      uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      duration: expect.stringMatching(/^PT(\d+M)?(\d+S)?$/),
    });
  });

  it("writes its length as an ISO 8601 duration", () => {
    expect(isoDuration(34)).toBe("PT34S");
    expect(isoDuration(75)).toBe("PT1M15S");
    expect(isoDuration(120)).toBe("PT2M");
  });
});

describe("gallery pictures", () => {
  it("describe the picture file, its caption and its creator", () => {
    const found = getGallery("en").pictures.find((p) => p.slug === "towers-at-dusk");
    if (!found) throw new Error("towers-at-dusk missing");
    const picture = { ...found, image: { src: String(images.hero), width: 1600, height: 900 } };
    expect(galleryImageJsonLd(picture, "en")).toMatchObject({
      "@type": "ImageObject",
      url: "http://localhost:3000/gallery/towers-at-dusk",
      caption: picture.caption,
      contentUrl: expect.stringMatching(/^http:\/\/localhost:3000\/.*hero/),
      width: { value: 1600 },
    });
  });
});
