import type { Kysely } from "kysely";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { ScopedLeadFilter } from "../access/leads";
import { sourceLabel } from "@/lib/leads/sources";
import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { csvRow } from "./csv";
import { exportBatch, type ExportCursor, type ExportRow } from "./export-batch";
import { filteredLeads } from "./query";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const EXPORT_BATCH_SIZE = 1000;

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
  "Agent (referrals)",
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
  filter: ScopedLeadFilter,
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

function recordRow(row: ExportRow, units: string, personStatus: string): string {
  return csvRow([
    row.id,
    row.duplicate_of,
    malaysiaStamp(row.created_at),
    row.salutation,
    row.full_name,
    row.contact_raw,
    row.contact_e164,
    row.email,
    row.address,
    label<Channel>(channelLabels, row.channel),
    row.locale,
    units,
    label<LeadStatus>(leadStatusLabels, personStatus),
    sourceLabel(row.source),
    row.agent,
    row.consent_notice_version,
    malaysiaStamp(row.consent_personal_data_at),
    row.consent_terms_version,
    malaysiaStamp(row.consent_terms_at),
    row.consent_locale,
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.utm_term,
    row.utm_content,
    row.referrer,
    row.landing_page,
    malaysiaStamp(row.erased_at),
  ]);
}

type Batch = { rows: ExportRow[] } | { error: unknown };

export interface ExportProgress {
  rows: number;
}

/**
 * The filter's leads as CSV text (header first, no byte-order mark), one chunk per batch of people.
 * Each person's first registration is followed by their repeats. People are walked by keyset on
 * their first registration's (created_at, id), which never changes: a repeat arriving during a long
 * export cannot move someone past the cursor and drop or double them. At most two batches are in
 * memory: the one being sent and the next, asked for ahead.
 */
export async function* exportLeadsCsv(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  {
    batchSize = EXPORT_BATCH_SIZE,
    progress,
  }: { batchSize?: number; progress?: ExportProgress } = {},
): AsyncGenerator<string, void, undefined> {
  // A batch asked for ahead settles into a value, never a rejection: it may fail while the client
  // has not yet taken the previous chunk, and an unobserved rejection would stop the process.
  const batch = (after: ExportCursor | null): Promise<Batch> =>
    exportBatch(db, filter, { after, size: batchSize }).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error }),
    );
  let next: Promise<Batch> | null = batch(null);
  try {
    yield exportHeader();
    while (next) {
      const settled: Batch = await next;
      next = null;
      if ("error" in settled) throw settled.error;
      const { rows } = settled;
      if (!rows.length) return;
      // Rows come person by person: a new person starts wherever the first-registration id changes.
      let people = 0;
      for (let i = 0; i < rows.length; i++) {
        if (rows[i]!.person_id !== rows[i - 1]?.person_id) people += 1;
      }
      if (people === batchSize) {
        // The next batch is asked for before this one is written out: on PostgreSQL the database
        // finds it while this process formats, compresses and sends. At most two batches in memory.
        const last = rows.at(-1)!;
        next = batch({ at: last.person_at, id: last.person_id });
      }
      let chunk = "";
      for (const row of rows) {
        chunk += recordRow(row, row.units ?? "", row.person_status);
        if (progress) progress.rows += 1;
      }
      yield chunk;
    }
  } finally {
    // A download stopped mid-way: the batch asked for ahead finishes before the generator does,
    // rather than run on unowned on a connection the pool may be closing.
    await next;
  }
}
