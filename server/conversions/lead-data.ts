import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** What a conversion needs of its lead, read when it is sent. */
export interface ConversionLead {
  email: string;
  contactE164: string;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  fbclid: string | null;
  fbp: string | null;
  fbc: string | null;
  landingPage: string | null;
  createdAt: string;
  /** Meta's leadgen id when the person came through a Lead Ads form (source meta_lead_ads). */
  metaLeadId: string | null;
}

/**
 * The lead, when its conversions may still go out: it exists, its person consented to advertising
 * and was not erased since. Null otherwise, and the message is dropped unsent.
 */
export async function conversionLead(
  db: Kysely<Database>,
  leadId: string,
): Promise<ConversionLead | null> {
  const row = await db
    .selectFrom("registrations")
    .select([
      "email",
      "contact_e164",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "fbp",
      "fbc",
      "landing_page",
      "created_at",
      "consent_advertising",
      "erased_at",
      "source",
      "meta_lead_id",
    ])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!row || row.erased_at || Number(row.consent_advertising) !== 1) return null;
  return {
    email: row.email,
    contactE164: row.contact_e164,
    gclid: row.gclid,
    gbraid: row.gbraid,
    wbraid: row.wbraid,
    fbclid: row.fbclid,
    fbp: row.fbp,
    fbc: row.fbc,
    landingPage: row.landing_page,
    createdAt: row.created_at,
    metaLeadId: row.source === "meta_lead_ads" ? row.meta_lead_id : null,
  };
}
