import "server-only";
import type { Locale } from "next-intl";
import { getConcept } from "@/content/concept";
import { developerFacts } from "@/content/developer";
import { totalUnits } from "@/content/units/towers";
import { getLocation, locationFacts } from "@/content/location";
import type {
  ApartmentComplex,
  GeoCoordinates,
  Organization,
  Place,
  PostalAddress,
  Thing,
} from "schema-dts";
import { unitTypes } from "@/content/units/unit-types";
import type { SiteSettings } from "../site-settings/schema";
import { absoluteUrl } from "./page-metadata";

/** One node of a page's JSON-LD, with its schema.org type checked by schema-dts at compile time. */
export type Node<T extends Thing> = Exclude<T, string>;

/** A page's JSON-LD as a graph of nodes (JsonLd adds the @context). */
export interface Graph {
  "@graph": Node<Thing>[];
}

/** The same id on every language's page, so search engines join what each page says about it. */
export const complexId = () => `${absoluteUrl("en", "/")}#complex`;
export const organizationId = () => `${absoluteUrl("en", "/developer")}#organization`;
export const floorPlanId = (code: string) => `${absoluteUrl("en", `/layout/${code}`)}#floorplan`;

function postalAddress(): Node<PostalAddress> {
  const a = locationFacts.postalAddress;
  return {
    "@type": "PostalAddress",
    streetAddress: a.streetAddress,
    postalCode: a.postalCode,
    addressLocality: a.locality,
    addressRegion: a.region,
    addressCountry: a.country,
  };
}

function geo(): Node<GeoCoordinates> {
  const { lat, lng } = locationFacts.coordinates;
  return { "@type": "GeoCoordinates", latitude: lat, longitude: lng };
}

/** The development as a place, for /location; `placeName` as the CMS has it. */
export function placeJsonLd(
  locale: Locale,
  placeName = getLocation(locale).placeName,
): Node<Place> {
  return {
    "@type": "Place",
    "@id": `${absoluteUrl("en", "/location")}#place`,
    name: placeName,
    address: postalAddress(),
    geo: geo(),
    hasMap: absoluteUrl(locale, "/location"),
  };
}

/** The developer: who builds it and how to reach the sales team. */
export function organizationJsonLd(
  locale: Locale,
  contact: SiteSettings["contact"],
): Node<Organization> {
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: developerFacts.company,
    url: absoluteUrl(locale, "/developer"),
    logo: absoluteUrl("en", "/icon.svg"),
    email: contact.email,
    telephone: contact.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: contact.phone,
      email: contact.email,
      areaServed: "MY",
      availableLanguage: ["English", "Chinese", "Malay"],
    },
  };
}

/** The project itself, for the concept page: it lists every type's floor plan by its @id. */
/** `description`: the concept page's, as the CMS has it (server/cms/read/content.ts). */
export function apartmentComplexJsonLd(
  locale: Locale,
  description = getConcept(locale).meta.description,
): Node<ApartmentComplex> {
  return {
    "@type": "ApartmentComplex",
    "@id": complexId(),
    name: getLocation(locale).placeName,
    description,
    url: absoluteUrl(locale, "/"),
    address: postalAddress(),
    geo: geo(),
    // schema.org wants a QuantitativeValue here, not a bare number.
    numberOfAccommodationUnits: {
      "@type": "QuantitativeValue",
      value: totalUnits,
    },
    accommodationFloorPlan: unitTypes.map((unit) => ({ "@id": floorPlanId(unit.code) })),
  };
}

/** Everything the concept page tells search engines, as one graph. */
export function homeJsonLd(
  locale: Locale,
  contact: SiteSettings["contact"],
  description?: string,
): Graph {
  return {
    "@graph": [apartmentComplexJsonLd(locale, description), organizationJsonLd(locale, contact)],
  };
}
