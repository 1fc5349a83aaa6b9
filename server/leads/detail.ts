import type { Kysely, Selectable } from "kysely";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database, LeadEventKind, RegistrationTable } from "../db/schema";
import { decodeCursor, encodeCursor, type CursorKey } from "./cursor";

export interface LeadRegistration {
  id: string;
  /** Its place among the person's registrations, oldest first: 1 is the first registration. */
  number: number;
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
  /** The unit registered for from its page, `A-12-03`. */
  unit: string | null;
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
    /** Ad click ids and Meta's cookies, as the registration brought them. */
    clickIds: Record<"gclid" | "gbraid" | "wbraid" | "fbclid" | "fbp" | "fbc", string | null>;
  };
  /** The cookie banner's answer sent with it (null: none made). */
  cookieChoice: { analytics: boolean | null; advertising: boolean | null; version: string | null };
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
  /** "Registered again" entries: the repeat registration it stands for, when found. */
  registrationId: string | null;
}

/** How many registrations and timeline entries the lead page shows at a time. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryPaging {
  /** Start the registrations at this one (an `olderRegistrations` cursor); absent: the newest. */
  registrations?: string;
  /** Start the timeline at this entry (an `olderEvents` cursor); absent: the newest. */
  events?: string;
  size?: number;
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
  /** The person's first registration (their name on the desk) and their latest (how to reach them). */
  first: LeadRegistration;
  latest: LeadRegistration;
  /** One page of registrations, newest first: `registrations[0]` is number `registrations[0].number`. */
  registrations: LeadRegistration[];
  registrationCount: number;
  /** Where the next page of older registrations starts; absent on the last page. */
  olderRegistrations?: string;
  /** One page of the timeline, newest first. */
  events: LeadEvent[];
  eventCount: number;
  olderEvents?: string;
  /** The latest contact outcome, wherever it is in the timeline. */
  lastContact: LeadEvent | null;
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

/** The page of registrations that starts at this one (a `regs` cursor), for links to a repeat. */
export async function registrationCursor(db: Kysely<Database>, id: string): Promise<string | null> {
  const row = await db
    .selectFrom("registrations")
    .select(["id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? encodeCursor(row.created_at, row.id) : null;
}

type RegistrationRow = Selectable<RegistrationTable> & { salutation: string };

const withSalutation = (db: Kysely<Database>) =>
  db
    .selectFrom("registrations as r")
    .innerJoin("salutations as s", "s.id", "r.salutation_id")
    .selectAll("r")
    .select("s.label_en as salutation");

const keyOf = (row: { created_at: string; id: string }) => encodeCursor(row.created_at, row.id);

/**
 * One page of the person's registrations, newest first, from `start` on (inclusive): their repeats
 * by keyset on (created_at, id) over `registrations_export`, then the first registration, which is
 * the oldest. A person with thousands of repeats costs one index range of `size + 1` rows.
 */
async function registrationPage(
  db: Kysely<Database>,
  root: RegistrationRow,
  start: CursorKey | null,
  size: number,
): Promise<{ rows: RegistrationRow[]; older?: string; top: number }> {
  const total = Number(root.repeat_count) + 1;
  if (start?.id === root.id) return { rows: [root], top: 1 };
  let repeats = withSalutation(db).where("r.duplicate_of", "=", root.id);
  if (start) {
    repeats = repeats.where((eb) =>
      eb(eb.refTuple("r.created_at", "r.id"), "<=", eb.tuple(start.at, start.id)),
    );
  }
  const [rows, before] = await Promise.all([
    repeats
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(size + 1)
      .execute(),
    // The page's place: repeats up to its top one, plus the first registration.
    start
      ? db
          .selectFrom("registrations as r")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("r.duplicate_of", "=", root.id)
          .where((eb) =>
            eb(eb.refTuple("r.created_at", "r.id"), "<=", eb.tuple(start.at, start.id)),
          )
          .executeTakeFirstOrThrow()
      : null,
  ]);
  const top = before ? Number(before.n) + 1 : total;
  if (rows.length > size) return { rows: rows.slice(0, size), older: keyOf(rows[size]!), top };
  if (rows.length === size) return { rows, older: keyOf(root), top };
  return { rows: [...rows, root], top };
}

/** The person's newest registration: their latest repeat, or the first when there is none. */
async function latestRegistration(db: Kysely<Database>, root: RegistrationRow) {
  if (!Number(root.repeat_count)) return root;
  const row = await withSalutation(db)
    .where("r.duplicate_of", "=", root.id)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? root;
}

/** One page of the timeline, newest first, from `start` on (inclusive), keyset on (at, id). */
async function eventPage(
  db: Kysely<Database>,
  rootId: string,
  start: CursorKey | null,
  size: number,
) {
  let query = db.selectFrom("lead_events").selectAll().where("registration_id", "=", rootId);
  if (start) {
    query = query.where((eb) => eb(eb.refTuple("at", "id"), "<=", eb.tuple(start.at, start.id)));
  }
  const rows = await query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(size + 1)
    .execute();
  const next = rows[size];
  return {
    rows: rows.slice(0, size),
    older: next ? encodeCursor(next.at, next.id) : undefined,
  };
}

const cursorOf = (value: string | undefined) => (value ? decodeCursor(value) : null);

/**
 * The lead page's data about one person: the first and latest registrations, one page of their
 * registrations and one of their timeline, each with its total. Bounded whatever the person sent:
 * every query reads at most a page (plus counts from the index), never the whole group.
 */
export async function getLead(
  db: Kysely<Database>,
  rootId: string,
  paging: HistoryPaging = {},
): Promise<LeadDetail | null> {
  const root = await withSalutation(db).where("r.id", "=", rootId).executeTakeFirst();
  if (!root || root.duplicate_of) return null;
  const size = paging.size ?? HISTORY_PAGE_SIZE;
  const regStart = cursorOf(paging.registrations);
  const eventStart = cursorOf(paging.events);

  const [regPage, latestRow, events, eventCount, lastContactRow, staff] = await Promise.all([
    registrationPage(db, root, regStart, size),
    latestRegistration(db, root),
    eventPage(db, rootId, eventStart, size),
    db
      .selectFrom("lead_events")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("registration_id", "=", rootId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("lead_events")
      .selectAll()
      .where("registration_id", "=", rootId)
      .where("kind", "=", "contact")
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom("staff_users").select(["id", "name"]).execute(),
  ]);
  const shown = new Map<string, RegistrationRow>(
    [...regPage.rows, latestRow, root].map((row) => [row.id, row]),
  );
  // "Registered again" entries name no registration: the repeat stored at the same instant.
  const repeatTimes = events.rows.filter((e) => e.kind === "registered").map((e) => e.at);
  const [units, repeatsAt] = await Promise.all([
    db
      .selectFrom("registration_unit_types")
      .select(["registration_id", "unit_type"])
      .where("registration_id", "in", [...shown.keys()])
      .orderBy("unit_type")
      .execute(),
    repeatTimes.length
      ? db
          .selectFrom("registrations")
          .select(["id", "created_at"])
          .where("duplicate_of", "=", rootId)
          .where("created_at", "in", repeatTimes)
          .execute()
      : [],
  ]);
  const repeatAt = new Map(repeatsAt.map((row) => [row.created_at, row.id]));
  const staffName = new Map(staff.map((member) => [member.id, member.name]));
  const nameOf = (id: string | null) => (id ? (staffName.get(id) ?? "a former account") : null);

  const registration = (row: RegistrationRow, number: number): LeadRegistration => ({
    id: row.id,
    number,
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
    unitTypes: units.filter((u) => u.registration_id === row.id).map((u) => u.unit_type),
    unit: row.unit_id,
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
      clickIds: {
        gclid: row.gclid,
        gbraid: row.gbraid,
        wbraid: row.wbraid,
        fbclid: row.fbclid,
        fbp: row.fbp,
        fbc: row.fbc,
      },
    },
    cookieChoice: {
      analytics: row.consent_analytics === null ? null : Number(row.consent_analytics) === 1,
      advertising: row.consent_advertising === null ? null : Number(row.consent_advertising) === 1,
      version: row.consent_choice_version,
    },
  });
  type EventRow = (typeof events.rows)[number];
  const event = (row: EventRow): LeadEvent => ({
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    kind: row.kind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    fromOwner: nameOf(row.from_owner_id),
    toOwner: nameOf(row.to_owner_id),
    toOwnerId: row.to_owner_id,
    fromDate: row.from_date,
    toDate: row.to_date,
    outcome: row.outcome,
    registrationId: row.kind === "registered" ? (repeatAt.get(row.at) ?? null) : null,
  });

  const registrationCount = Number(root.repeat_count) + 1;
  return {
    id: root.id,
    status: root.status as LeadStatus,
    erasedAt: root.erased_at,
    latestAt: root.latest_at,
    ownerId: root.owner_id,
    ownerName: nameOf(root.owner_id),
    followUpOn: root.follow_up_on,
    lostReason: root.lost_reason,
    first: registration(root, 1),
    latest: registration(latestRow, registrationCount),
    registrations: regPage.rows.map((row, index) => registration(row, regPage.top - index)),
    registrationCount,
    olderRegistrations: regPage.older,
    events: events.rows.map(event),
    eventCount: Number(eventCount.n),
    olderEvents: events.older,
    lastContact: lastContactRow ? event(lastContactRow) : null,
  };
}
