import type { Locale } from "next-intl";
import { JsonLd } from "@/components/site/json-ld";
import { categoryNames } from "@/content/units/names";
import { site } from "@/content/site";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { buildFloorPlan } from "@/lib/floor-plan";
import { env } from "@/server/env";
import { absoluteUrl } from "@/server/seo/page-metadata";
import { planImagePath } from "@/server/units/plans";

const livingSpaces = new Set(["living", "studio", "master", "bedroom"]);

/** schema.org FloorPlan, so search engines can show the type's size and rooms. */
export function FloorPlanJsonLd({ unit, locale }: { unit: UnitTypeDetails; locale: Locale }) {
  // schema.org counts rooms without bathrooms, kitchens and the like.
  const rooms = buildFloorPlan(unit).rooms.filter((room) => livingSpaces.has(room.kind)).length;
  return (
    <JsonLd
      data={{
        "@type": "FloorPlan",
        name: `${unit.code} · ${categoryNames[unit.category][locale]}`,
        url: absoluteUrl(locale, `/layout/${unit.code}`),
        numberOfRooms: rooms,
        numberOfBedrooms: unit.bedrooms,
        numberOfBathroomsTotal: unit.bathrooms,
        floorSize: [
          {
            "@type": "QuantitativeValue",
            value: unit.sizeSqft,
            unitCode: "FTK",
            unitText: "sq ft",
          },
          { "@type": "QuantitativeValue", value: unit.sizeSqm, unitCode: "MTK", unitText: "m²" },
        ],
        isPlanFor: {
          "@type": "ApartmentComplex",
          name: site.name,
          url: absoluteUrl(locale, "/"),
        },
        layoutImage: new URL(planImagePath(unit.code, locale), env.SITE_URL).toString(),
      }}
    />
  );
}
