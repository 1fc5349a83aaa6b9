import "server-only";
import type { Locale } from "next-intl";
import { getConcept } from "@/content/concept";
import { advertisingParticulars, developerFacts } from "@/content/developer";
import { getLocation, locationFacts } from "@/content/location";
import { localeInfo } from "@/i18n/locales";
import { absoluteUrl } from "./page-metadata";

type Thing = Record<string, unknown>;

function postalAddress(): Thing {
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

function geo(): Thing {
  const { lat, lng } = locationFacts.coordinates;
  return { "@type": "GeoCoordinates", latitude: lat, longitude: lng };
}

/** The development as a place, for /location. */
export function placeJsonLd(locale: Locale): Thing {
  return {
    "@type": "Place",
    "@id": `${absoluteUrl("en", "/location")}#place`,
    name: getLocation(locale).placeName,
    address: postalAddress(),
    geo: geo(),
    hasMap: absoluteUrl(locale, "/location"),
  };
}

/** The developer: who builds it and how to reach the sales team. */
export function organizationJsonLd(locale: Locale): Thing {
  return {
    "@type": "Organization",
    "@id": `${absoluteUrl("en", "/developer")}#organization`,
    name: developerFacts.company,
    url: absoluteUrl(locale, "/developer"),
    logo: absoluteUrl("en", "/icon.svg"),
    email: developerFacts.email,
    telephone: developerFacts.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: developerFacts.phone,
      email: developerFacts.email,
      areaServed: "MY",
      availableLanguage: ["English", "Chinese", "Malay"],
    },
  };
}

/** The project itself, for the concept page. */
export function apartmentComplexJsonLd(locale: Locale): Thing {
  const { meta } = getConcept(locale);
  return {
    "@type": "ApartmentComplex",
    "@id": `${absoluteUrl("en", "/")}#complex`,
    name: getLocation(locale).placeName,
    description: meta.description,
    url: absoluteUrl(locale, "/"),
    inLanguage: localeInfo[locale].tag,
    address: postalAddress(),
    geo: geo(),
    numberOfAccommodationUnits: advertisingParticulars.totalUnits,
  };
}

/** Everything the concept page tells search engines, as one graph. */
export function homeJsonLd(locale: Locale): Thing {
  return { "@graph": [apartmentComplexJsonLd(locale), organizationJsonLd(locale)] };
}
