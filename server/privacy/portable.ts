import type { Kysely } from "kysely";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { Database } from "../db/schema";
import { groupRegistrations } from "./find-person";

/** The file's format name and version: another controller's importer keys on it. */
export const PORTABLE_FORMAT = "skyhaven-portable-personal-data/1";

/**
 * A person's data for another data controller (PDPA s.43A, from the Personal Data Protection
 * (Amendment) Act 2024): what the person gave us, in a stable machine-readable shape. Unlike the
 * access file it leaves out what we derived ourselves (sales status, timeline, notes, messages):
 * portability covers the data the person provided. Field names follow schema.org's Person where
 * one fits, times are UTC ISO 8601, phone numbers E.164, languages BCP 47.
 */
export async function buildPortableFile(db: Kysely<Database>, rootIds: string[], now = new Date()) {
  const registrations = rootIds.length ? await groupRegistrations(db, rootIds) : [];
  const ids = registrations.map((r) => r.id);
  const [units, visits] = ids.length
    ? await Promise.all([
        db
          .selectFrom("registration_unit_types")
          .select(["registration_id", "unit_type"])
          .where("registration_id", "in", ids)
          .orderBy("unit_type")
          .execute(),
        db
          .selectFrom("bookings")
          .select(["created_at", "slot_start", "party_size", "locale", "status"])
          .where("lead_id", "in", rootIds)
          .orderBy("slot_start")
          .execute(),
      ])
    : [[], []];
  const latest = registrations.at(-1);
  const bcp47 = (locale: string) => (locale === "zh" ? "zh-Hans" : locale);
  return {
    format: PORTABLE_FORMAT,
    generatedAt: now.toISOString(),
    sourceController: "SkyHaven Development Sdn Bhd",
    person: latest
      ? {
          honorificPrefix: latest.salutation,
          name: latest.full_name,
          email: latest.email,
          telephone: latest.contact_e164,
          address: latest.address || null,
          preferredLanguage: bcp47(latest.locale),
        }
      : null,
    registrations: registrations.map((r) => ({
      createdAt: r.created_at,
      name: r.full_name,
      email: r.email,
      telephone: r.contact_e164,
      address: r.address || null,
      language: bcp47(r.locale),
      heardOfUsThrough:
        (channelLabels as Record<string, string>)[r.channel as Channel] ?? r.channel,
      interestedInUnitTypes: units
        .filter((u) => u.registration_id === r.id)
        .map((u) => u.unit_type),
      consents: [
        {
          purpose: "personal-data",
          givenAt: r.consent_personal_data_at,
          version: r.consent_notice_version,
        },
        { purpose: "terms", givenAt: r.consent_terms_at, version: r.consent_terms_version },
      ],
    })),
    salesGalleryVisits: visits.map((v) => ({
      bookedAt: v.created_at,
      visitAt: v.slot_start,
      partySize: v.party_size,
      language: bcp47(v.locale),
      status: v.status,
    })),
  };
}

export type PortableFile = Awaited<ReturnType<typeof buildPortableFile>>;
