import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Takes one place in the slot starting at `start`, inside the caller's transaction; false when the
 * slot is full. One conditional UPDATE decides, never a read then a write: on PostgreSQL a
 * concurrent booking's row lock makes this one wait and re-check `booked < capacity` against what
 * it committed; SQLite has one writer at a time.
 */
export async function takePlace(
  trx: Kysely<Database>,
  start: string,
  capacity: number,
): Promise<boolean> {
  await trx
    .insertInto("appointment_slots")
    .values({ start_at: start, booked: 0 })
    .onConflict((oc) => oc.column("start_at").doNothing())
    .execute();
  const taken = await trx
    .updateTable("appointment_slots")
    .set({ booked: sql<number>`booked + 1` })
    .where("start_at", "=", start)
    .where("booked", "<", capacity)
    .returning("booked")
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives a place back (a cancelled or moved visit). */
export async function releasePlace(trx: Kysely<Database>, start: string): Promise<void> {
  await trx
    .updateTable("appointment_slots")
    .set({ booked: sql<number>`booked - 1` })
    .where("start_at", "=", start)
    .where("booked", ">", 0)
    .execute();
}

/** How many places are taken in each slot from `from` up to `to` (slots nobody booked are absent). */
export async function takenPlaces(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("appointment_slots")
    .select(["start_at", "booked"])
    .where("start_at", ">=", from)
    .where("start_at", "<", to)
    .where("booked", ">", 0)
    .execute();
  return new Map(rows.map((row) => [row.start_at, Number(row.booked)]));
}
