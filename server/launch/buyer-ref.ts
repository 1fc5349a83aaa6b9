import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A ballot reference as printed: six letters and digits. */
const REFERENCE = /^[A-Z0-9]{6}$/;

/**
 * The lead a salesperson means by what they typed: a ballot reference (`K7Q2M9`, any case) or a
 * lead's id (from its page's address). Undefined when neither names anyone.
 */
export async function resolveBuyer(
  db: Kysely<Database>,
  typed: string,
): Promise<string | undefined> {
  const text = typed.trim();
  if (REFERENCE.test(text.toUpperCase())) {
    const entry = await db
      .selectFrom("ballot_entries")
      .select("lead_id")
      .where("reference", "=", text.toUpperCase())
      .executeTakeFirst();
    if (entry) return entry.lead_id;
  }
  if (!/^[A-Za-z0-9-]{8,64}$/.test(text)) return undefined;
  const lead = await db
    .selectFrom("registrations")
    .select("id")
    .where("id", "=", text)
    .executeTakeFirst();
  return lead?.id;
}
