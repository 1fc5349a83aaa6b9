import { sql, type Kysely } from "kysely";
import type { ScopedLeadFilter } from "../access/leads";
import { localeLabels } from "@/lib/leads/format";
import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { csvRow } from "./csv";
import { filteredLeads } from "./query";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const CALL_SHEET_BATCH_SIZE = 500;

const columns = [
  "Name",
  "Phone",
  "Email",
  "Language",
  "Owner",
  "Status",
  "Interested in",
  "Registrations",
  "Last activity (MYT)",
  "Next follow-up",
  "Latest note",
  "Lead",
] as const;

/** The person's latest registration: the contact details and interest they gave most recently. */
async function latestRegistrations(db: Kysely<Database>, rootIds: string[]) {
  const rows = await db
    .selectFrom("registrations as g")
    .select(["g.id", "g.duplicate_of", "g.created_at", "g.full_name", "g.contact_e164", "g.email"])
    .where((eb) => eb.or([eb("g.id", "in", rootIds), eb("g.duplicate_of", "in", rootIds)]))
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const root = row.duplicate_of ?? row.id;
    const seen = latest.get(root);
    if (!seen || row.created_at > seen.created_at) latest.set(root, row);
  }
  const units = await db
    .selectFrom("registration_unit_types")
    .select(["registration_id", "unit_type"])
    .where(
      "registration_id",
      "in",
      [...latest.values()].map((row) => row.id),
    )
    .orderBy("unit_type")
    .execute();
  return { latest, units };
}

/**
 * The call sheet: one row per person (not per registration), as a salesperson works down it: how
 * to reach them (their latest name, number and email), who owns them, where they are, what they
 * last asked for, when anything last happened, the latest note, and a link to the lead. Labels,
 * not codes. Erased people are left out: there is nobody to call. Walked like the export, by the
 * first registration's (created_at, id), which never changes during a long download.
 */
export async function* callSheetCsv(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  origin: string,
  { batchSize = CALL_SHEET_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<string, void, undefined> {
  yield csvRow(columns);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    let page = filteredLeads(db, filter)
      .leftJoin("staff_users as o", "o.id", "r.owner_id")
      .where("r.erased_at", "is", null)
      .select([
        "r.id",
        "r.created_at",
        "r.locale",
        "r.status",
        "r.latest_at",
        "r.repeat_count",
        "r.follow_up_on",
        "o.name as owner_name",
        sql<string | null>`(select max(e.at) from lead_events e where e.registration_id = r.id)`.as(
          "event_at",
        ),
        sql<string | null>`(select e.note from lead_events e
          where e.registration_id = r.id and e.kind = 'note' order by e.at desc limit 1)`.as(
          "latest_note",
        ),
      ]);
    if (cursor) {
      const { at, id } = cursor;
      page = page.where((eb) => eb(eb.refTuple("r.created_at", "r.id"), "<", eb.tuple(at, id)));
    }
    const people = await page
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(batchSize)
      .execute();
    if (!people.length) return;

    const { latest, units } = await latestRegistrations(
      db,
      people.map((p) => p.id),
    );
    let chunk = "";
    for (const person of people) {
      const contact = latest.get(person.id);
      const lastActivity =
        person.event_at && person.event_at > person.latest_at ? person.event_at : person.latest_at;
      chunk += csvRow([
        contact?.full_name,
        contact?.contact_e164,
        contact?.email,
        localeLabels[person.locale] ?? person.locale,
        person.owner_name ?? "Unassigned",
        leadStatusLabels[person.status as LeadStatus] ?? person.status,
        units
          .filter((u) => u.registration_id === contact?.id)
          .map((u) => u.unit_type)
          .join(" "),
        Number(person.repeat_count) + 1,
        malaysiaStamp(lastActivity),
        person.follow_up_on,
        person.latest_note,
        `${origin}/admin/leads/${person.id}`,
      ]);
    }
    yield chunk;

    const last = people.at(-1)!;
    cursor = { at: last.created_at, id: last.id };
    if (people.length < batchSize) return;
  }
}
