import type { Kysely } from "kysely";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database, LeadEventKind } from "../db/schema";

export interface LeadRegistration {
  id: string;
  createdAt: string;
  salutationId: number;
  salutation: string;
  name: string;
  contactRaw: string;
  contactE164: string;
  email: string;
  address: string;
  channel: string;
  locale: string;
  source: string;
  /** Agent referrals: the agent's name or code. */
  agent: string | null;
  /** Typed in at the desk: by whom (their name as it is now). */
  enteredBy: string | null;
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
  actorId: string | null;
  actorName: string;
  kind: LeadEventKind;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  /** Assignments: the owners' names as they are now (null: unassigned). */
  fromOwner: string | null;
  toOwner: string | null;
  toOwnerId: string | null;
  /** Follow-up changes: the days before and after (null: none). */
  fromDate: string | null;
  toDate: string | null;
  /** Contact entries: what came of it. */
  outcome: string | null;
}

export interface LeadDetail {
  id: string;
  status: LeadStatus;
  erasedAt: string | null;
  latestAt: string;
  ownerId: string | null;
  ownerName: string | null;
  followUpOn: string | null;
  /** Why the lead was lost, while it is Lost (lib/leads/lost-reasons.ts). */
  lostReason: string | null;
  /** Newest first: the latest interest on top, the first registration last. */
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
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .execute();
  const root = rows.find((row) => row.id === rootId);
  if (!root || root.duplicate_of) return null;

  const [units, events, staff] = await Promise.all([
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
      .orderBy("id", "desc")
      .execute(),
    db.selectFrom("staff_users").select(["id", "name"]).execute(),
  ]);
  const staffName = new Map(staff.map((member) => [member.id, member.name]));
  const nameOf = (id: string | null) => (id ? (staffName.get(id) ?? "a former account") : null);

  return {
    id: root.id,
    status: root.status as LeadStatus,
    erasedAt: root.erased_at,
    latestAt: root.latest_at,
    ownerId: root.owner_id,
    ownerName: nameOf(root.owner_id),
    followUpOn: root.follow_up_on,
    lostReason: root.lost_reason,
    registrations: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      salutationId: row.salutation_id,
      salutation: row.salutation,
      name: row.full_name,
      contactRaw: row.contact_raw,
      contactE164: row.contact_e164,
      email: row.email,
      address: row.address,
      channel: row.channel,
      locale: row.locale,
      source: row.source,
      agent: row.agent,
      enteredBy: nameOf(row.entered_by),
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
      actorId: event.actor_id,
      actorName: event.actor_name,
      kind: event.kind,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      note: event.note,
      fromOwner: nameOf(event.from_owner_id),
      toOwner: nameOf(event.to_owner_id),
      toOwnerId: event.to_owner_id,
      fromDate: event.from_date,
      toDate: event.to_date,
      outcome: event.outcome,
    })),
  };
}
