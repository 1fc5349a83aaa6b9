import type { Kysely } from "kysely";
import type { BallotStatus } from "@/lib/ballot/record";
import type { Database } from "../db/schema";

/** The launch's one ballot row (migration 021 inserts it). */
export const BALLOT_ID = "launch";

/** Who closes or draws the ballot: a staff member (`staff_users.id`). */
export interface BallotActor {
  id: string;
}

export const ballotAuditActor = (actor: BallotActor | null) =>
  actor ? `staff:${actor.id}` : "public:ballot";

export async function ballotStatus(db: Kysely<Database>): Promise<BallotStatus> {
  const row = await db
    .selectFrom("ballot")
    .select("status")
    .where("id", "=", BALLOT_ID)
    .executeTakeFirstOrThrow();
  return row.status;
}

/**
 * Takes the ballot row in the caller's transaction while it is in one of `statuses`, by writing
 * to it: on PostgreSQL the row lock orders this transaction against a commit or draw (the other
 * waits, then finds the status it left), and SQLite's transactions here begin immediate. False
 * when the ballot is in another status.
 */
export async function lockBallot(
  trx: Kysely<Database>,
  statuses: readonly BallotStatus[],
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("ballot")
    .set({ updated_at: now.toISOString() })
    .where("id", "=", BALLOT_ID)
    .where("status", "in", statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
