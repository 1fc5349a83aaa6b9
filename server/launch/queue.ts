import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";

/** A buyer missing when called goes to the back of the queue; missing this often, they are out. */
export const MAX_SKIPS = 2;

export type CallResult =
  { ok: true; reference: string; position: number } | { ok: false; error: "empty" | "not-drawn" };

/**
 * Calls the next number to a sales table: the waiting entry with the lowest queue rank becomes
 * `called` at that table. Two salespeople calling at once never get the same buyer: the UPDATE is
 * conditional on the entry still waiting, and the loser takes the next one.
 */
export async function callNext(
  db: Kysely<Database>,
  table: number,
  actor: string,
  now = new Date(),
): Promise<CallResult> {
  const ballot = await db
    .selectFrom("ballot")
    .select("status")
    .where("id", "=", "launch")
    .executeTakeFirst();
  if (ballot?.status !== "drawn") return { ok: false, error: "not-drawn" };
  for (let tries = 0; tries < 10; tries += 1) {
    const next = await db
      .selectFrom("ballot_entries")
      .select(["reference", "position"])
      .where("queue_state", "=", "waiting")
      .where("queue_rank", "is not", null)
      .orderBy("queue_rank")
      .executeTakeFirst();
    if (!next) return { ok: false, error: "empty" };
    const called = await db
      .updateTable("ballot_entries")
      .set({ queue_state: "called", table_no: table, called_at: now.toISOString() })
      .where("reference", "=", next.reference)
      .where("queue_state", "=", "waiting")
      .executeTakeFirst();
    if (Number(called.numUpdatedRows) === 0) continue;
    await writeAudit(db, {
      actor,
      action: "queue.call",
      entity: "ballot_entry",
      entityId: next.reference,
      details: { table, position: next.position },
      at: now,
    });
    return { ok: true, reference: next.reference, position: Number(next.position) };
  }
  return { ok: false, error: "empty" };
}

/**
 * The rule for a buyer who is called and not there: back to the end of the queue (after everyone
 * waiting now); the MAX_SKIPS-th time they miss, they are marked absent and called no more.
 * Staff can still serve them as a walk-in.
 */
export async function markNoShow(
  db: Kysely<Database>,
  reference: string,
  actor: string,
  now = new Date(),
): Promise<"requeued" | "absent" | "not-called"> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom("ballot_entries")
      .select(["skips", "queue_state"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!entry || entry.queue_state !== "called") return "not-called";
    const last = await trx
      .selectFrom("ballot_entries")
      .select((eb) => eb.fn.max("queue_rank").as("rank"))
      .executeTakeFirst();
    const out = Number(entry.skips) + 1 >= MAX_SKIPS;
    await trx
      .updateTable("ballot_entries")
      .set({
        queue_state: out ? "no_show" : "waiting",
        queue_rank: out ? null : Number(last?.rank ?? 0) + 1,
        skips: Number(entry.skips) + 1,
        table_no: null,
      })
      .where("reference", "=", reference)
      .where("queue_state", "=", "called")
      .execute();
    await writeAudit(trx, {
      actor,
      action: "queue.no_show",
      entity: "ballot_entry",
      entityId: reference,
      details: { skips: Number(entry.skips) + 1, out },
      at: now,
    });
    return out ? "absent" : "requeued";
  });
}

/** A called buyer's turn is over (they chose, or chose nothing): the table is free. */
export async function markServed(db: Kysely<Database>, reference: string): Promise<boolean> {
  const done = await db
    .updateTable("ballot_entries")
    .set({ queue_state: "done" })
    .where("reference", "=", reference)
    .where("queue_state", "=", "called")
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export interface CalledBuyer {
  reference: string;
  position: number;
  table: number | null;
  calledAt: string | null;
  leadId: string;
  name: string;
  skips: number;
}

/** Who is being served now, at which table, in call order. */
export async function calledBuyers(db: Kysely<Database>): Promise<CalledBuyer[]> {
  const rows = await db
    .selectFrom("ballot_entries as e")
    .innerJoin("registrations as r", "r.id", "e.lead_id")
    .select([
      "e.reference",
      "e.position",
      "e.table_no",
      "e.called_at",
      "e.lead_id",
      "e.skips",
      "r.full_name",
      "r.erased_at",
    ])
    .where("e.queue_state", "=", "called")
    .orderBy("e.called_at")
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    position: Number(row.position),
    table: row.table_no === null ? null : Number(row.table_no),
    calledAt: row.called_at,
    leadId: row.lead_id,
    name: row.erased_at ? "Erased" : row.full_name,
    skips: Number(row.skips),
  }));
}

/** How many numbers still wait to be called. */
export async function waitingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("ballot_entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("queue_state", "=", "waiting")
    .where("queue_rank", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
