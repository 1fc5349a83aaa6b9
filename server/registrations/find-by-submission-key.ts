import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CreatedRegistration } from "./types";

/** The registration one form post already stored, if it was stored (a retry or a double click). */
export async function findBySubmissionKey(
  db: Kysely<Database>,
  submissionKey: string,
): Promise<CreatedRegistration | undefined> {
  const row = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where("submission_key", "=", submissionKey)
    .executeTakeFirst();
  return row && { id: row.id, duplicateOf: row.duplicate_of };
}
