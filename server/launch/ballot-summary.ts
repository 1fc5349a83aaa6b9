import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface BallotSummary {
  status: "open" | "committed" | "drawn";
  entries: number;
}

/** Where the ballot stands and how many entered, for the console's strip. */
export async function ballotSummary(db: Kysely<Database>): Promise<BallotSummary> {
  const [ballot, entries] = await Promise.all([
    db.selectFrom("ballot").select("status").where("id", "=", "launch").executeTakeFirst(),
    db
      .selectFrom("ballot_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { status: ballot?.status ?? "open", entries: Number(entries.n) };
}
