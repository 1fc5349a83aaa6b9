import type { Kysely } from "kysely";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";

export interface LeadRegistration {
  id: string;
  createdAt: string;
  salutation: string;
  name: string;
  contactRaw: string;
  contactE164: string;
  email: string;
  address: string;
  channel: string;
  locale: string;
  source: string;
  unitTypes: string[];
  consent: {
    personalDataAt: string;
    termsAt: string;
    noticeVersion: string;
    termsVersion: string;
    locale: string;
  };
  attribution: {
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    referrer: string | null;
    landingPage: string | null;
  };
}

export interface LeadEvent {
  id: string;
  at: string;
  actorName: string;
  kind: "status" | "note" | "erased";
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
}

export interface LeadDetail {
  id: string;
  status: LeadStatus;
  erasedAt: string | null;
  latestAt: string;
  /** The first registration, then each repeat, oldest first. */
  registrations: LeadRegistration[];
  events: LeadEvent[];
}

/** Where a registration belongs: its own id if it is a first registration, else its first's. */
export async function leadRootOf(db: Kysely<Database>, id: string): Promise<string | null> {
  const row = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? (row.duplicate_of ?? row.id) : null;
}

/** Everything about one person, for the detail page: their registrations and the history. */
export async function getLead(db: Kysely<Database>, rootId: string): Promise<LeadDetail | null> {
  const rows = await db
    .selectFrom("registrations as r")
    .innerJoin("salutations as s", "s.id", "r.salutation_id")
    .selectAll("r")
    .select("s.label_en as salutation")
    .where((eb) => eb.or([eb("r.id", "=", rootId), eb("r.duplicate_of", "=", rootId)]))
    .orderBy("r.created_at")
    .execute();
  const root = rows.find((row) => row.id === rootId);
  if (!root || root.duplicate_of) return null;

  const [units, events] = await Promise.all([
    db
      .selectFrom("registration_unit_types")
      .select(["registration_id", "unit_type"])
      .where(
        "registration_id",
        "in",
        rows.map((row) => row.id),
      )
      .execute(),
    db
      .selectFrom("lead_events")
      .selectAll()
      .where("registration_id", "=", rootId)
      .orderBy("at", "desc")
      .execute(),
  ]);

  return {
    id: root.id,
    status: root.status as LeadStatus,
    erasedAt: root.erased_at,
    latestAt: root.latest_at,
    registrations: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      salutation: row.salutation,
      name: row.full_name,
      contactRaw: row.contact_raw,
      contactE164: row.contact_e164,
      email: row.email,
      address: row.address,
      channel: row.channel,
      locale: row.locale,
      source: row.source,
      unitTypes: units
        .filter((u) => u.registration_id === row.id)
        .map((u) => u.unit_type)
        .sort(),
      consent: {
        personalDataAt: row.consent_personal_data_at,
        termsAt: row.consent_terms_at,
        noticeVersion: row.consent_notice_version,
        termsVersion: row.consent_terms_version,
        locale: row.consent_locale,
      },
      attribution: {
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
        utmTerm: row.utm_term,
        utmContent: row.utm_content,
        referrer: row.referrer,
        landingPage: row.landing_page,
      },
    })),
    events: events.map((event) => ({
      id: event.id,
      at: event.at,
      actorName: event.actor_name,
      kind: event.kind,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      note: event.note,
    })),
  };
}
