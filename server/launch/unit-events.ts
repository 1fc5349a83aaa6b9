import { sql, type Kysely } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";

/** The PostgreSQL channel that wakes every instance's live feed when a unit changes. */
export const UNIT_EVENTS_CHANNEL = "skyhaven_unit_events";

export interface UnitEvent {
  /** The event's number: increasing, the SSE `id` a listener resumes from. */
  seq: number;
  id: string;
  status: string;
  at: string;
}

/**
 * Records a unit's new status for the live feed, inside the transaction that changed it: the event
 * exists exactly when the change committed. On PostgreSQL it also notifies the channel (delivered
 * at commit), so the other instances read it at once rather than at their next poll.
 */
export async function recordUnitEvent(
  trx: Kysely<Database>,
  unitId: string,
  status: string,
  at: string,
): Promise<void> {
  await trx.insertInto("unit_events").values({ unit_id: unitId, status, at }).execute();
  if (isPostgres(trx)) await sql`select pg_notify(${UNIT_EVENTS_CHANNEL}, '')`.execute(trx);
}

const toUnitEvent = (row: {
  id: number | string;
  unit_id: string;
  status: string;
  at: string;
}) => ({
  seq: Number(row.id),
  id: row.unit_id,
  status: row.status,
  at: row.at,
});

/** Events numbered above `after`, oldest first, at most `limit`. */
export async function unitEventsAfter(
  db: Kysely<Database>,
  after: number,
  limit = 1000,
): Promise<UnitEvent[]> {
  const rows = await db
    .selectFrom("unit_events")
    .select(["id", "unit_id", "status", "at"])
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toUnitEvent);
}

/** The number of the newest event (0 when none). */
export async function latestUnitEvent(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("unit_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Stored events whose numbers fall in any of `ranges` (inclusive), oldest first. */
export async function unitEventsInRanges(
  db: Kysely<Database>,
  ranges: readonly { from: number; to: number }[],
): Promise<UnitEvent[]> {
  if (ranges.length === 0) return [];
  const rows = await db
    .selectFrom("unit_events")
    .select(["id", "unit_id", "status", "at"])
    .where((eb) => eb.or(ranges.map((range) => eb.between("id", range.from, range.to))))
    .orderBy("id")
    .execute();
  return rows.map(toUnitEvent);
}

/** The lowest and highest stored event numbers; both 0 when the table is empty. */
export async function unitEventBounds(
  db: Kysely<Database>,
): Promise<{ oldest: number; latest: number }> {
  const row = await db
    .selectFrom("unit_events")
    .select((eb) => [eb.fn.min("id").as("oldest"), eb.fn.max("id").as("latest")])
    .executeTakeFirst();
  return { oldest: Number(row?.oldest ?? 0), latest: Number(row?.latest ?? 0) };
}
