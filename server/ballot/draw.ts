import type { Kysely } from "kysely";
import type { BallotRecord, BallotStatus } from "@/lib/ballot/record";
import { slotStart, type SlotSettings } from "@/lib/ballot/slot";
import { entriesHash, orderFromSeed } from "@/lib/ballot/verify";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { BALLOT_ID, ballotAuditActor, ballotStatus, type BallotActor } from "./ballot-row";
import { ballotRecord } from "./record";
import { queueBallotResults } from "./result-messages";

export type DrawResult =
  | { ok: true; record: BallotRecord }
  /** Not committed yet (`open`) or drawn already (`drawn`). */
  | { ok: false; error: "conflict"; status: BallotStatus };

/**
 * Draws: reveals the seed committed to, orders the entries by their HMAC under it, gives each its
 * queue number (its first rank in the call queue) and selection slot, and queues every entrant's
 * mail, all in one transaction. The status moves only from committed, in the UPDATE that checks
 * it: a draw before the commit or a second draw is refused, and the order can never change.
 */
export async function drawBallot(
  db: Kysely<Database>,
  actor: BallotActor,
  settings: SlotSettings,
  now = new Date(),
): Promise<DrawResult> {
  return db.transaction().execute(async (trx): Promise<DrawResult> => {
    const at = now.toISOString();
    const drawn = await trx
      .updateTable("ballot")
      .set({ status: "drawn", drawn_at: at, drawn_by: actor.id, updated_at: at })
      .where("id", "=", BALLOT_ID)
      .where("status", "=", "committed")
      .returning(["seed", "entries_hash"])
      .executeTakeFirst();
    if (!drawn) return { ok: false, error: "conflict", status: await ballotStatus(trx) };
    const { seed } = drawn;
    if (!seed) throw new Error("a committed ballot has its seed");
    const entries = await trx
      .selectFrom("ballot_entries")
      .select(["reference", "lead_id", "locale"])
      .execute();
    const references = entries.map((entry) => entry.reference);
    // Entries close at the commit (enter.ts); a difference here would be a bug, never a draw.
    if (entriesHash(references) !== drawn.entries_hash)
      throw new Error("the entries differ from those committed to");
    const order = orderFromSeed(seed, references);
    for (const [index, reference] of order.entries()) {
      const position = index + 1;
      await trx
        .updateTable("ballot_entries")
        .set({
          position,
          queue_rank: position,
          slot_start: slotStart(settings, position).toISOString(),
        })
        .where("reference", "=", reference)
        .execute();
    }
    const mails = await queueBallotResults(
      trx,
      entries.map((entry) => ({
        reference: entry.reference,
        leadId: entry.lead_id,
        locale: entry.locale,
      })),
      now,
    );
    await writeAudit(trx, {
      actor: ballotAuditActor(actor),
      action: "ballot.draw",
      entity: "ballot",
      entityId: BALLOT_ID,
      details: { entries: entries.length, mails, ...settings },
      at: now,
    });
    return { ok: true, record: await ballotRecord(trx) };
  });
}
