import { sql, type Kysely } from "kysely";
import type { ScopedLeadFilter } from "../access/leads";
import type { Database } from "../db/schema";
import { filteredLeads } from "./query";

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
  "g.erased_at",
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
  { after, size }: { after: ExportCursor | null; size: number },
) {
  let people = filteredLeads(db, filter).select(["r.id", "r.created_at", "r.status"]);
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
    .select((eb) => [
      ...EXPORTED,
      "p.id as person_id",
      "p.created_at as person_at",
      "p.status as person_status",
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

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];
