import { sql, type Expression, type Kysely, type RawBuilder } from "kysely";
import { jsonArrayFrom as pgJsonArray } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteJsonArray } from "kysely/helpers/sqlite";
import type { ScopedLeadFilter } from "../access/leads";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { filteredLeads, type LeadQuery } from "./query";

/** How many of a person's notes an export with notes carries, newest first. */
export const EXPORT_NOTES = 20;

export interface ExportNote {
  at: string;
  actor_name: string;
  note: string | null;
}

/**
 * The registration columns the file shows, and no more: each batch crosses from the database and
 * is parsed row by row, and the columns kept for matching and bookkeeping (normalized email,
 * submission key and hash, latest activity) were a third of every row's bytes.
 */
const EXPORTED = [
  "g.id",
  "g.duplicate_of",
  "g.created_at",
  "g.full_name",
  "g.contact_raw",
  "g.contact_e164",
  "g.email",
  "g.address",
  "g.channel",
  "g.locale",
  "g.source",
  "g.agent",
  "g.consent_notice_version",
  "g.consent_personal_data_at",
  "g.consent_terms_version",
  "g.consent_terms_at",
  "g.consent_locale",
  "g.utm_source",
  "g.utm_medium",
  "g.utm_campaign",
  "g.utm_term",
  "g.utm_content",
  "g.referrer",
  "g.landing_page",
  "g.gclid",
  "g.gbraid",
  "g.wbraid",
  "g.fbclid",
  "g.fbp",
  "g.fbc",
  "g.meta_lead_id",
  "g.consent_analytics",
  "g.consent_advertising",
  "g.consent_choice_version",
  "g.erased_at",
  "g.unit_id",
] as const;

/** Where the previous batch stopped: its last person's first registration. */
export interface ExportCursor {
  at: string;
  id: string;
}

/**
 * The next `size` people after `after` (newest first registration first), with every registration
 * of theirs in one query: each person's first registration, then their repeats, oldest first, each
 * row carrying its person's keys and status, its salutation and its unit types ("A1 D5").
 *
 * One statement on purpose. Loading the batch's groups with `id in (…1,000 ids…)` made PostgreSQL
 * scan the whole table for every batch (its planner prices a thousand index probes above a scan),
 * so the full export grew with the square of the table. Joined here, each person is two index
 * probes on both databases, and people, registrations and unit types come from one snapshot.
 */
export function exportBatch(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  { after, size, notes = false }: { after: ExportCursor | null; size: number; notes?: boolean },
) {
  let people = personColumns(db, filteredLeads(db, filter), notes);
  if (after) {
    const { at, id } = after;
    // A row-value comparison: both databases read it as one range of the export index.
    people = people.where((eb) => eb(eb.refTuple("r.created_at", "r.id"), "<", eb.tuple(at, id)));
  }
  return db
    .with("p", () => people.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(size))
    .selectFrom("p")
    .innerJoin("registrations as g", (join) =>
      join.on((eb) =>
        eb.or([eb("g.id", "=", eb.ref("p.id")), eb("g.duplicate_of", "=", eb.ref("p.id"))]),
      ),
    )
    .leftJoin("salutations as s", "s.id", "g.salutation_id")
    .leftJoin("staff_users as o", "o.id", "p.owner_id")
    .select((eb) => [
      ...EXPORTED,
      "p.id as person_id",
      "p.created_at as person_at",
      "p.status as person_status",
      "p.owner_id",
      "o.name as owner_name",
      "p.follow_up_on",
      "p.lost_reason",
      "p.last_contact_at",
      "p.notes",
      "s.label_en as salutation",
      // string_agg with its own order: PostgreSQL, and SQLite since 3.44 (better-sqlite3 ships 3.5x).
      eb
        .selectFrom("registration_unit_types as u")
        .select((u) =>
          u.fn
            .agg<string | null>("string_agg", ["u.unit_type", sql.lit(" ")])
            .orderBy("u.unit_type")
            .as("units"),
        )
        .whereRef("u.registration_id", "=", "g.id")
        .as("units"),
    ])
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .orderBy("g.created_at")
    .orderBy("g.id")
    .execute();
}

/**
 * What each person brings to every row of theirs: status, owner, next follow-up, Lost reason, the
 * time of the latest contact outcome and, only when asked for, their latest notes (as JSON: an
 * array on PostgreSQL, its text on SQLite).
 */
function personColumns(db: Kysely<Database>, people: LeadQuery, notes: boolean) {
  return people.select((eb) => [
    "r.id",
    "r.created_at",
    "r.status",
    "r.owner_id",
    "r.follow_up_on",
    "r.lost_reason",
    eb
      .selectFrom("lead_events as c")
      .select((c) => c.fn.max("c.at").as("at"))
      .whereRef("c.registration_id", "=", "r.id")
      .where("c.kind", "=", "contact")
      .as("last_contact_at"),
    notes ? notesOf(db, eb.ref("r.id")).as("notes") : sql<null>`null`.as("notes"),
  ]);
}

function notesOf(
  db: Kysely<Database>,
  rootId: Expression<string>,
): RawBuilder<ExportNote[] | string> {
  const latest = db
    .selectFrom("lead_events as n")
    .select(["n.at", "n.actor_name", "n.note"])
    .where("n.registration_id", "=", rootId)
    .where("n.kind", "=", "note")
    .orderBy("n.at", "desc")
    .orderBy("n.id", "desc")
    .limit(EXPORT_NOTES);
  return isPostgres(db) ? pgJsonArray(latest) : sqliteJsonArray(latest);
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];
