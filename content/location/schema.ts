import { z } from "zod";

const coordinates = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const poiCategories = ["airport", "rail", "highway", "city", "leisure"] as const;
export const travelModes = ["drive", "train"] as const;

/** Facts that do not change with the language: where things are and how far. */
export const locationFactsSchema = z.object({
  coordinates,
  /** Google Maps zoom level that frames the site and both terminals. */
  zoom: z.number().int().min(3).max(19),
  postalAddress: z.object({
    streetAddress: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/),
    locality: z.string().min(1),
    region: z.string().min(1),
    country: z.literal("MY"),
  }),
  pointsOfInterest: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        category: z.enum(poiCategories),
        coordinates,
        distanceKm: z.number().positive(),
        travel: z.object({ minutes: z.number().int().positive(), mode: z.enum(travelModes) }),
      }),
    )
    .min(1),
});

/** Copy per language: the page's words and each point of interest's name. */
export const locationCopySchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().min(1),
  /** The address as a reader writes it, line by line. */
  addressLines: z.array(z.string().min(1)).min(2),
  placeName: z.string().min(1),
  pointsOfInterest: z.record(z.string(), z.object({ name: z.string().min(1), note: z.string() })),
});

export type LocationFacts = z.infer<typeof locationFactsSchema>;
export type LocationCopy = z.infer<typeof locationCopySchema>;
export type PointOfInterest = LocationFacts["pointsOfInterest"][number];
export type PoiCategory = (typeof poiCategories)[number];
export type TravelMode = (typeof travelModes)[number];
