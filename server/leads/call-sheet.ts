import { sql, type Kysely } from "kysely";
import type { ScopedLeadFilter } from "../access/leads";
import { localeLabels } from "@/lib/leads/format";
import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { csvRow } from "./csv";
import { filteredLeads } from "./query";
import { dayCell, instantCell, phoneCell, type SheetCell, type SheetColumn } from "./sheet-cells";

export const CALL_SHEET_BATCH_SIZE = 500;

/** The sheet's columns, and how wide the XLSX shows each (characters). */
export const callSheetColumns: SheetColumn[] = [
  { header: "Name", width: 28 },
  { header: "Phone", width: 18 },
  { header: "Email", width: 32 },
  { header: "Language", width: 10 },
  { header: "Owner", width: 20 },
  { header: "Status", width: 14 },
  { header: "Interested in", width: 16 },
  { header: "Registrations", width: 13 },
  { header: "Last activity (MYT)", width: 20 },
  { header: "Next follow-up", width: 14 },
  { header: "Latest note", width: 50 },
  { header: "Lead", width: 60 },
];

/**
 * Each person's latest registration: the contact details and interest they gave most recently.
 * Picked in the database (the newest repeat by `registrations_export`, else the first), so a
 * person with thousands of repeats costs one index probe, not their whole group.
 */
async function latestRegistrations(db: Kysely<Database>, rootIds: string[]) {
  const rows = await db
    .selectFrom("registrations as p")
    .innerJoin("registrations as g", (join) =>
      join.on(
        "g.id",
        "=",
        sql<string>`coalesce((select n.id from registrations n where n.duplicate_of = p.id
          order by n.created_at desc, n.id desc limit 1), p.id)`,
      ),
    )
    .select(["p.id as root", "g.id", "g.full_name", "g.contact_e164", "g.email"])
    .where("p.id", "in", rootIds)
    .execute();
  const latest = new Map(rows.map((row) => [row.root, row]));
  const units = rows.length
    ? await db
        .selectFrom("registration_unit_types")
        .select(["registration_id", "unit_type"])
        .where(
          "registration_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("unit_type")
        .execute()
    : [];
  return { latest, units };
}

/**
 * The call sheet: one row per person (not per registration), as a salesperson works down it: how
 * to reach them (their latest name, number and email), who owns them, where they are, what they
 * last asked for, when anything last happened, the latest note, and a link to the lead. Labels,
 * not codes. Erased people are left out: there is nobody to call. Walked like the export, by the
 * first registration's (created_at, id), which never changes during a long download. Rows of
 * cells, one array per batch, for the CSV and the XLSX alike.
 */
export async function* callSheetRows(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  origin: string,
  { batchSize = CALL_SHEET_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<SheetCell[][], void, undefined> {
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
    const records: SheetCell[][] = [];
    for (const person of people) {
      const contact = latest.get(person.id);
      const lastActivity =
        person.event_at && person.event_at > person.latest_at ? person.event_at : person.latest_at;
      records.push([
        contact?.full_name,
        phoneCell(contact?.contact_e164),
        contact?.email,
        localeLabels[person.locale] ?? person.locale,
        person.owner_name ?? "Unassigned",
        leadStatusLabels[person.status as LeadStatus] ?? person.status,
        units
          .filter((u) => u.registration_id === contact?.id)
          .map((u) => u.unit_type)
          .join(" "),
        Number(person.repeat_count) + 1,
        instantCell(lastActivity),
        dayCell(person.follow_up_on),
        person.latest_note,
        `${origin}/admin/leads/${person.id}`,
      ]);
    }
    yield records;

    const last = people.at(-1)!;
    cursor = { at: last.created_at, id: last.id };
    if (people.length < batchSize) return;
  }
}

/** The call sheet as CSV text (header first, no byte-order mark), one chunk per batch. */
export async function* callSheetCsv(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  origin: string,
  options: { batchSize?: number } = {},
): AsyncGenerator<string, void, undefined> {
  yield csvRow(callSheetColumns.map((column) => column.header));
  for await (const records of callSheetRows(db, filter, origin, options)) {
    let chunk = "";
    for (const record of records) chunk += csvRow(record);
    yield chunk;
  }
}
