import type { Kysely, Selectable } from "kysely";
import type { BallotEntryTable, Database } from "../db/schema";
import { personLead } from "../leads/person-lead";

export type QueueState = Selectable<BallotEntryTable>["queue_state"];

/** One entry as the desk and the selection console see it. */
export interface BallotEntry {
  reference: string;
  /** The person's lead (first registration). */
  leadId: string;
  createdAt: string;
  /** Null when the buyer entered themselves. */
  enteredBy: string | null;
  locale: string;
  /** The queue number from the draw; null before it. */
  position: number | null;
  /** The selection slot's start, UTC ISO; null before the draw. */
  slotStart: string | null;
  /** Calling order: the position, moved back when the number is skipped. */
  queueRank: number | null;
  queueState: QueueState;
  tableNo: number | null;
  calledAt: string | null;
  skips: number;
}

function entryOf(row: Selectable<BallotEntryTable>): BallotEntry {
  const count = (value: number | null) => (value === null ? null : Number(value));
  return {
    reference: row.reference,
    leadId: row.lead_id,
    createdAt: row.created_at,
    enteredBy: row.entered_by,
    locale: row.locale,
    position: count(row.position),
    slotStart: row.slot_start,
    queueRank: count(row.queue_rank),
    queueState: row.queue_state,
    tableNo: count(row.table_no),
    calledAt: row.called_at,
    skips: Number(row.skips),
  };
}

export async function entryByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<BallotEntry | undefined> {
  const row = await db
    .selectFrom("ballot_entries")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row && entryOf(row);
}

/** A person's entry, from any of their registrations; undefined when none (or erased). */
export async function entryOfLead(
  db: Kysely<Database>,
  leadId: string,
): Promise<BallotEntry | undefined> {
  const person = await personLead(db, leadId);
  if (!person) return undefined;
  const row = await db
    .selectFrom("ballot_entries")
    .selectAll()
    .where("lead_id", "=", person.id)
    .executeTakeFirst();
  return row && entryOf(row);
}

/**
 * The call queue after the draw, in calling order (queue rank, then position), optionally only
 * the entries in some states (`["waiting"]` for who is next). Empty before the draw.
 */
export async function ballotQueue(
  db: Kysely<Database>,
  states?: readonly QueueState[],
): Promise<BallotEntry[]> {
  if (states?.length === 0) return [];
  let query = db.selectFrom("ballot_entries").selectAll().where("queue_rank", "is not", null);
  if (states) query = query.where("queue_state", "in", states);
  const rows = await query.orderBy("queue_rank").orderBy("position").execute();
  return rows.map(entryOf);
}
