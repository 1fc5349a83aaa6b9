import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A queue number being served: its position in the draw and the sales table it goes to. */
export interface CalledNumber {
  position: number;
  table: number | null;
}

/**
 * The queue numbers called and not yet done, the latest call first: what the sales gallery's
 * board shows. Only the numbers and tables; never the entry's buyer.
 */
export async function calledNumbers(db: Kysely<Database>): Promise<CalledNumber[]> {
  const rows = await db
    .selectFrom("ballot_entries")
    .select(["position", "table_no"])
    .where("queue_state", "=", "called")
    .where("position", "is not", null)
    .orderBy("called_at", "desc")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    position: Number(row.position),
    table: row.table_no === null ? null : Number(row.table_no),
  }));
}
