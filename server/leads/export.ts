import type { Kysely, Selectable } from "kysely";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { LeadFilter } from "@/lib/leads/filters";
import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { groupRegistrations } from "../privacy/find-person";
import { csvRow } from "./csv";
import { filteredLeads } from "./query";

export const EXPORT_BATCH_SIZE = 1000;

/** Times in the file are Malaysia time (UTC+8, no daylight saving), as the sales team reads them. */
export function malaysiaTime(iso: string | null): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

const label = <K extends string>(labels: Record<K, string>, key: string) =>
  (labels as Record<string, string>)[key] ?? key;

const columns = [
  "Registration ID",
  "Repeat of (first registration ID)",
  "Created at (MYT)",
  "Salutation",
  "Name",
  "Contact (as typed)",
  "Contact (E.164)",
  "Email",
  "Address",
  "Heard of us through",
  "Language",
  "Unit types",
  "Status",
  "Source",
  "Privacy notice version",
  "Personal data consent at (MYT)",
  "Terms version",
  "Terms consent at (MYT)",
  "Consent language",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "Referrer",
  "Landing page",
  "Erased at (MYT)",
] as const;

export const exportHeader = () => csvRow(columns);

/** How much a filter exports: people, and rows (each person's first registration plus repeats). */
export async function exportSize(
  db: Kysely<Database>,
  filter: LeadFilter,
): Promise<{ people: number; rows: number }> {
  const row = await filteredLeads(db, filter)
    .select((eb) => [
      eb.fn.countAll<number | string>().as("people"),
      eb.fn.sum<number | string | null>("r.repeat_count").as("repeats"),
    ])
    .executeTakeFirstOrThrow();
  const people = Number(row.people);
  return { people, rows: people + Number(row.repeats ?? 0) };
}

type Registration = Selectable<Database["registrations"]>;

/** The person's group in one batch: every registration whose first is one of these ids. */
async function groupsOf(db: Kysely<Database>, rootIds: string[]) {
  const rows = await groupRegistrations(db, rootIds);
  const units = await db
    .selectFrom("registration_unit_types")
    .select(["registration_id", "unit_type"])
    .where(
      "registration_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("unit_type")
    .execute();
  const unitsById = new Map<string, string[]>();
  for (const unit of units) {
    const list = unitsById.get(unit.registration_id) ?? [];
    list.push(unit.unit_type);
    unitsById.set(unit.registration_id, list);
  }
  const byRoot = new Map<string, typeof rows>();
  for (const row of rows) {
    const root = row.duplicate_of ?? row.id;
    const list = byRoot.get(root) ?? [];
    list.push(row);
    byRoot.set(root, list);
  }
  return { byRoot, unitsById };
}

function recordRow(
  row: Registration & { salutation: string | null },
  units: string[],
  personStatus: string,
): string {
  return csvRow([
    row.id,
    row.duplicate_of,
    malaysiaTime(row.created_at),
    row.salutation,
    row.full_name,
    row.contact_raw,
    row.contact_e164,
    row.email,
    row.address,
    label<Channel>(channelLabels, row.channel),
    row.locale,
    units.join(" "),
    label<LeadStatus>(leadStatusLabels, personStatus),
    row.source,
    row.consent_notice_version,
    malaysiaTime(row.consent_personal_data_at),
    row.consent_terms_version,
    malaysiaTime(row.consent_terms_at),
    row.consent_locale,
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.utm_term,
    row.utm_content,
    row.referrer,
    row.landing_page,
    malaysiaTime(row.erased_at),
  ]);
}

export interface ExportProgress {
  rows: number;
}

/**
 * The filter's leads as CSV text (header first, no byte-order mark), one chunk per batch of people.
 * Each person's first registration is followed by their repeats. People are walked by keyset on
 * their first registration's (created_at, id), which never changes: a repeat arriving during a long
 * export cannot move someone past the cursor and drop or double them. Only one batch is in memory.
 */
export async function* exportLeadsCsv(
  db: Kysely<Database>,
  filter: LeadFilter,
  {
    batchSize = EXPORT_BATCH_SIZE,
    progress,
  }: { batchSize?: number; progress?: ExportProgress } = {},
): AsyncGenerator<string, void, undefined> {
  yield exportHeader();
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    let page = filteredLeads(db, filter).select(["r.id", "r.created_at", "r.status"]);
    if (cursor) {
      const { at, id } = cursor;
      // A row-value comparison: both databases read it as one range of the export index.
      page = page.where((eb) => eb(eb.refTuple("r.created_at", "r.id"), "<", eb.tuple(at, id)));
    }
    const people = await page
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(batchSize)
      .execute();
    if (!people.length) return;

    const { byRoot, unitsById } = await groupsOf(
      db,
      people.map((p) => p.id),
    );
    let chunk = "";
    for (const person of people) {
      for (const row of byRoot.get(person.id) ?? []) {
        chunk += recordRow(row, unitsById.get(row.id) ?? [], person.status);
        if (progress) progress.rows += 1;
      }
    }
    yield chunk;

    const last = people.at(-1)!;
    cursor = { at: last.created_at, id: last.id };
    if (people.length < batchSize) return;
  }
}
