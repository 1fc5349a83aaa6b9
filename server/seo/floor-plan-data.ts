import "server-only";
import type { Locale } from "next-intl";
import type { ApartmentComplex, FloorPlan } from "schema-dts";
import { categoryNames } from "@/content/units/names";
import { site } from "@/content/site";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { buildFloorPlan } from "@/lib/floor-plan";
import { env } from "../env";
import { planImagePath } from "../units/plans";
import { absoluteUrl } from "./page-metadata";
import { complexId, floorPlanId, type Node } from "./structured-data";

const livingSpaces = new Set(["living", "studio", "master", "bedroom"]);

/** schema.org FloorPlan, so search engines can show the type's size and rooms. */
export function floorPlanJsonLd(
  unit: UnitTypeDetails,
  locale: Locale,
  available?: number,
): Node<FloorPlan> {
  // schema.org counts rooms without bathrooms, kitchens and the like.
  const rooms = buildFloorPlan(unit).rooms.filter((room) => livingSpaces.has(room.kind)).length;
  return {
    "@type": "FloorPlan",
    "@id": floorPlanId(unit.code),
    name: `${unit.code} · ${categoryNames[unit.category][locale]}`,
    url: absoluteUrl(locale, `/layout/${unit.code}`),
    numberOfRooms: rooms,
    numberOfBedrooms: unit.bedrooms,
    numberOfBathroomsTotal: unit.bathrooms,
    floorSize: [
      { "@type": "QuantitativeValue", value: unit.sizeSqft, unitCode: "FTK", unitText: "sq ft" },
      { "@type": "QuantitativeValue", value: unit.sizeSqm, unitCode: "MTK", unitText: "m²" },
    ],
    layoutImage: new URL(planImagePath(unit.code, locale), env.SITE_URL).toString(),
    ...(available !== undefined && {
      numberOfAvailableAccommodationUnits: { "@type": "QuantitativeValue", value: available },
    }),
  };
}

/**
 * The complex as the type's page knows it: the same @id as on the concept page, listing this
 * plan (schema.org's direction is complex → accommodationFloorPlan, not plan → complex).
 */
export function complexWithPlanJsonLd(
  unit: UnitTypeDetails,
  locale: Locale,
): Node<ApartmentComplex> {
  return {
    "@type": "ApartmentComplex",
    "@id": complexId(),
    name: site.name,
    url: absoluteUrl(locale, "/"),
    accommodationFloorPlan: { "@id": floorPlanId(unit.code) },
  };
}
