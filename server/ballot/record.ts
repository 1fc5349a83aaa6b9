import type { Kysely } from "kysely";
import type { BallotPlace, BallotRecord } from "@/lib/ballot/record";
import { malaysiaOffsetTime } from "@/lib/ballot/slot";
import type { Database } from "../db/schema";
import { BALLOT_ID } from "./ballot-row";

/** The drawn order: every entry's queue position and selection slot, first to last. */
export async function drawnOrder(db: Kysely<Database>): Promise<BallotPlace[]> {
  const rows = await db
    .selectFrom("ballot_entries")
    .select(["position", "reference", "slot_start"])
    .where("position", "is not", null)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    position: Number(row.position),
    reference: row.reference,
    slot: row.slot_start ? malaysiaOffsetTime(row.slot_start) : "",
  }));
}

/**
 * The public record (`GET /api/ballot`): the seed only once drawn (it is stored from the commit,
 * secret until then), the order only once drawn.
 */
export async function ballotRecord(db: Kysely<Database>): Promise<BallotRecord> {
  const ballot = await db
    .selectFrom("ballot")
    .selectAll()
    .where("id", "=", BALLOT_ID)
    .executeTakeFirstOrThrow();
  const drawn = ballot.status === "drawn";
  let entries = ballot.entries;
  if (ballot.status === "open" || entries === null) {
    const counted = await db
      .selectFrom("ballot_entries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    entries = Number(counted.n);
  }
  return {
    status: ballot.status,
    entries: Number(entries),
    entriesHash: ballot.status === "open" ? null : ballot.entries_hash,
    seedHash: ballot.status === "open" ? null : ballot.seed_hash,
    seed: drawn ? ballot.seed : null,
    order: drawn ? await drawnOrder(db) : null,
  };
}
