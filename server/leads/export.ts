import { can } from "../access/policy";
import type { Kysely } from "kysely";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { ScopedLeadFilter } from "../access/leads";
import { sourceLabel } from "@/lib/leads/sources";
import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import type { StaffRole } from "../auth/roles";
import type { Database } from "../db/schema";
import { csvRow } from "./csv";
import { dayCell, instantCell, phoneCell, type SheetCell, type SheetColumn } from "./sheet-cells";
import {
  exportBatch,
  EXPORT_NOTES,
  type ExportCursor,
  type ExportNote,
  type ExportRow,
} from "./export-batch";
import { filteredLeads } from "./query";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const EXPORT_BATCH_SIZE = 1000;

const label = <K extends string>(labels: Record<K, string>, key: string) =>
  (labels as Record<string, string>)[key] ?? key;

/** The file's columns, and how wide the XLSX shows each (characters). */
const columns: SheetColumn[] = [
  { header: "Registration ID", width: 38 },
  { header: "Repeat of (first registration ID)", width: 38 },
  { header: "Created at (MYT)", width: 20 },
  { header: "Salutation", width: 10 },
  { header: "Name", width: 28 },
  { header: "Contact (as typed)", width: 18 },
  { header: "Contact (E.164)", width: 18 },
  { header: "Email", width: 32 },
  { header: "Address", width: 40 },
  { header: "Heard of us through", width: 20 },
  { header: "Language", width: 9 },
  { header: "Unit types", width: 14 },
  { header: "Unit", width: 10 },
  { header: "Status", width: 14 },
  { header: "Owner", width: 20 },
  { header: "Next follow-up", width: 14 },
  { header: "Last contact (MYT)", width: 20 },
  { header: "Lost reason", width: 20 },
  { header: "Source", width: 24 },
  { header: "Agent (referrals)", width: 28 },
  { header: "Privacy notice version", width: 12 },
  { header: "Personal data consent at (MYT)", width: 20 },
  { header: "Terms version", width: 12 },
  { header: "Terms consent at (MYT)", width: 20 },
  { header: "Consent language", width: 9 },
  { header: "UTM source", width: 16 },
  { header: "UTM medium", width: 16 },
  { header: "UTM campaign", width: 16 },
  { header: "UTM term", width: 16 },
  { header: "UTM content", width: 16 },
  { header: "Referrer", width: 30 },
  { header: "Landing page", width: 30 },
  { header: "gclid", width: 16 },
  { header: "gbraid", width: 16 },
  { header: "wbraid", width: 16 },
  { header: "fbclid", width: 16 },
  { header: "fbp", width: 16 },
  { header: "fbc", width: 16 },
  { header: "Meta lead id", width: 18 },
  { header: "Cookie choice: analytics", width: 16 },
  { header: "Cookie choice: advertising", width: 16 },
  { header: "Cookie choice version", width: 16 },
  { header: "Erased at (MYT)", width: 20 },
];

/** Only when an admin asks for them: the person's latest notes, on their first registration's row. */
const NOTES_COLUMN = `Notes (latest ${EXPORT_NOTES}, newest first)`;
/** A spreadsheet cell holds 32,767 characters; a longer one spills into the next row. */
export const NOTES_MAX_CHARS = 32_000;

/** The export's columns: the notes last, only when an admin asked for them. */
export const exportColumns = (notes = false): SheetColumn[] =>
  notes ? [...columns, { header: NOTES_COLUMN, width: 60 }] : columns;

export const exportHeader = (notes = false) => csvRow(exportColumns(notes).map((c) => c.header));

/** The person's notes as one cell: "2026-11-22 10:30:00 Siti: …", blank line between, capped. */
export function notesCell(value: ExportNote[] | string | null): string {
  const notes: ExportNote[] = typeof value === "string" ? JSON.parse(value) : (value ?? []);
  const text = notes
    .filter((n) => n.note)
    .map((n) => `${malaysiaStamp(n.at)} ${n.actor_name}: ${n.note}`)
    .join("\n\n");
  return text.length > NOTES_MAX_CHARS ? `${text.slice(0, NOTES_MAX_CHARS - 1)}…` : text;
}

/** Notes go into a file only when an admin ticked "Include notes" (`notes=1`); never for others. */
export const exportsNotes = (staff: { role: StaffRole }, params: URLSearchParams): boolean =>
  can(staff, "leads.export.notes") && params.get("notes") === "1";

/** A cookie-banner answer: "yes", "no", or empty when the visitor made no choice. */
const choiceCell = (value: number | string | null) =>
  value === null ? "" : Number(value) === 1 ? "yes" : "no";

const ownerOf = (row: ExportRow) =>
  row.owner_id ? (row.owner_name ?? "a former account") : "Unassigned";

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

/** One registration's record; `notes` (the person's, or undefined when not exported) ends it. */
function recordRow(row: ExportRow, units: string, personStatus: string, notes?: string) {
  const cells: SheetCell[] = [
    row.id,
    row.duplicate_of,
    instantCell(row.created_at),
    row.salutation,
    row.full_name,
    phoneCell(row.contact_raw),
    phoneCell(row.contact_e164),
    row.email,
    row.address,
    label<Channel>(channelLabels, row.channel),
    row.locale,
    units,
    row.unit_id,
    label<LeadStatus>(leadStatusLabels, personStatus),
    ownerOf(row),
    dayCell(row.follow_up_on),
    instantCell(row.last_contact_at),
    row.lost_reason,
    sourceLabel(row.source),
    row.agent,
    row.consent_notice_version,
    instantCell(row.consent_personal_data_at),
    row.consent_terms_version,
    instantCell(row.consent_terms_at),
    row.consent_locale,
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.utm_term,
    row.utm_content,
    row.referrer,
    row.landing_page,
    row.gclid,
    row.gbraid,
    row.wbraid,
    row.fbclid,
    row.fbp,
    row.fbc,
    row.meta_lead_id,
    choiceCell(row.consent_analytics),
    choiceCell(row.consent_advertising),
    row.consent_choice_version,
    instantCell(row.erased_at),
  ];
  return notes === undefined ? cells : [...cells, notes];
}

type Batch = { rows: ExportRow[] } | { error: unknown };

export interface ExportProgress {
  rows: number;
}

export interface ExportOptions {
  batchSize?: number;
  progress?: ExportProgress;
  notes?: boolean;
}

/**
 * The filter's leads as rows of cells (no header), one array per batch of people, for the CSV and
 * the XLSX alike. Each person's first registration is followed by their repeats. People are walked
 * by keyset on their first registration's (created_at, id), which never changes: a repeat arriving
 * during a long export cannot move someone past the cursor and drop or double them. At most two
 * batches are in memory: the one being sent and the next, asked for ahead.
 */
export async function* exportLeadRows(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  { batchSize = EXPORT_BATCH_SIZE, progress, notes = false }: ExportOptions = {},
): AsyncGenerator<SheetCell[][], void, undefined> {
  // A batch asked for ahead settles into a value, never a rejection: it may fail while the client
  // has not yet taken the previous chunk, and an unobserved rejection would stop the process.
  const batch = (after: ExportCursor | null): Promise<Batch> =>
    exportBatch(db, filter, { after, size: batchSize, notes }).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error }),
    );
  let next: Promise<Batch> | null = batch(null);
  try {
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
      const records: SheetCell[][] = [];
      for (const [i, row] of rows.entries()) {
        // The notes once per person, on their first registration's row (which comes first).
        const personNotes = !notes
          ? undefined
          : row.person_id !== rows[i - 1]?.person_id
            ? notesCell(row.notes)
            : "";
        records.push(recordRow(row, row.units ?? "", row.person_status, personNotes));
        if (progress) progress.rows += 1;
      }
      yield records;
    }
  } finally {
    // A download stopped mid-way: the batch asked for ahead finishes before the generator does,
    // rather than run on unowned on a connection the pool may be closing.
    await next;
  }
}

/** The filter's leads as CSV text (header first, no byte-order mark), one chunk per batch. */
export async function* exportLeadsCsv(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  options: ExportOptions = {},
): AsyncGenerator<string, void, undefined> {
  const rows = exportLeadRows(db, filter, options);
  // The first batch is asked for while the header goes out, as every next one is (see above).
  // Observed at once: a client gone after the header must not leave a rejection unhandled.
  const first = rows.next();
  first.catch(() => undefined);
  try {
    yield exportHeader(options.notes);
    for (let step = await first; !step.done; step = await rows.next()) {
      let chunk = "";
      for (const record of step.value) chunk += csvRow(record);
      yield chunk;
    }
  } finally {
    await rows.return(undefined);
  }
}
