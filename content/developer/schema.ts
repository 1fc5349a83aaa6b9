import { z } from "zod";

const isoDate = z.iso.date();
const perLocale = z.object({ en: z.string().min(1), zh: z.string().min(1), ms: z.string().min(1) });
const validity = z
  .object({ number: z.string().min(1), validFrom: isoDate, validTo: isoDate })
  .refine((v) => v.validFrom < v.validTo, { message: "validFrom must precede validTo" });

/**
 * What a housing advertisement in Malaysia must show (Housing Development (Control and Licensing)
 * Regulations): held once here, rendered by components/site/advertising-particulars.tsx wherever
 * the project is advertised, and printed in the brochure.
 */
export const advertisingParticularsSchema = z.object({
  developerLicence: validity,
  advertisingPermit: validity,
  approvingAuthority: z.string().min(1),
  buildingPlanReference: z.string().min(1),
  tenure: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("freehold") }),
    z.object({
      kind: z.literal("leasehold"),
      years: z.number().int().positive(),
      expires: isoDate,
    }),
  ]),
  /** Charges over the land, in words per language ("Nil" when none). */
  encumbrance: perLocale,
  landUse: perLocale,
  /** Month the project is expected to complete, `YYYY-MM`. */
  expectedCompletion: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});

const phone = z.string().regex(/^\+\d{8,15}$/, "E.164, e.g. +60387871800");

/** The developer's company facts, the same in every language. */
export const developerFactsSchema = z.object({
  company: z.string().min(1),
  registrationNumber: z.string().min(1),
  registeredAddress: z.array(z.string().min(1)).min(2),
  website: z.url(),
  phone,
  whatsapp: phone,
  email: z.email(),
  /** The data protection officer (PDPA s.12A) and the day their appointment was notified. */
  dataProtectionOfficer: z.object({
    name: z.string().min(2),
    email: z.email(),
    phone,
    notifiedOn: isoDate,
  }),
  /** Months after vacant possession in which the developer repairs defects (the SPA states it). */
  defectLiabilityMonths: z.number().int().positive(),
  salesGallery: z.object({
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
    addressLines: z.array(z.string().min(1)).min(2),
  }),
});

/** The developer page's words per language. */
export const developerCopySchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  profile: z.array(z.string().min(1)).min(1),
  milestones: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(3),
  salesGallery: z.object({
    name: z.string().min(1),
    /** The gallery's own name, the first line of its address: "SkyHaven 销售廊". */
    placeName: z.string().min(1),
    intro: z.string().min(1),
    hours: z.array(z.object({ days: z.string().min(1), time: z.string().min(1) })).min(1),
    note: z.string().min(1),
  }),
  /** Text pre-filled in WhatsApp when a visitor taps the link. */
  whatsappGreeting: z.string().min(1),
  /** The same from a page worth naming: `{page}` is its menu name. */
  whatsappAboutPage: z.string().includes("{page}"),
  /** The same from one unit type's page: `{code}` is the type. */
  whatsappAboutType: z.string().includes("{code}"),
});

export type AdvertisingParticulars = z.infer<typeof advertisingParticularsSchema>;
export type DeveloperFacts = z.infer<typeof developerFactsSchema>;
export type DeveloperCopy = z.infer<typeof developerCopySchema>;
