import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { entriesHash } from "@/lib/ballot/verify";
import type { BallotStatus } from "@/lib/ballot/record";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { BALLOT_ID, ballotAuditActor, ballotStatus, type BallotActor } from "./ballot-row";

export interface Commitment {
  entries: number;
  entriesHash: string;
  seedHash: string;
}

export type CommitResult =
  | ({ ok: true } & Commitment)
  /** The ballot was committed (or drawn) already: `status` says which. */
  | { ok: false; error: "conflict"; status: BallotStatus };

/**
 * Closes entries and commits to the draw: the seed is drawn now and kept secret, its SHA-256 and
 * the entries' hash are published. The status moves only from open, in the UPDATE that checks it,
 * so a second commit (here or on another instance) is refused. On PostgreSQL an entry holding the
 * ballot row makes this wait until it is in; one that comes later finds the ballot closed: the
 * entries read below are exactly those the hash covers.
 */
export async function commitBallot(
  db: Kysely<Database>,
  actor: BallotActor,
  now = new Date(),
): Promise<CommitResult> {
  return db.transaction().execute(async (trx): Promise<CommitResult> => {
    const at = now.toISOString();
    const closed = await trx
      .updateTable("ballot")
      .set({ status: "committed", committed_at: at, committed_by: actor.id, updated_at: at })
      .where("id", "=", BALLOT_ID)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0)
      return { ok: false, error: "conflict", status: await ballotStatus(trx) };
    const rows = await trx.selectFrom("ballot_entries").select("reference").execute();
    const seed = randomBytes(32);
    const commitment: Commitment = {
      entries: rows.length,
      entriesHash: entriesHash(rows.map((row) => row.reference)),
      seedHash: createHash("sha256").update(seed).digest("hex"),
    };
    await trx
      .updateTable("ballot")
      .set({
        entries: commitment.entries,
        entries_hash: commitment.entriesHash,
        seed: seed.toString("hex"),
        seed_hash: commitment.seedHash,
      })
      .where("id", "=", BALLOT_ID)
      .execute();
    await writeAudit(trx, {
      actor: ballotAuditActor(actor),
      action: "ballot.commit",
      entity: "ballot",
      entityId: BALLOT_ID,
      details: { ...commitment },
      at: now,
    });
    return { ok: true, ...commitment };
  });
}
