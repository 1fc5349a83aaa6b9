import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The person's first registration, by the same E.164 number or the same normalized email. A match
 * that is itself a repeat leads to its first, so a person who changed number is still one person.
 */
export async function findFirstRegistration(
  db: Kysely<Database>,
  contactE164: string,
  emailNormalized: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("registrations")
    .select("id")
    .where((eb) =>
      eb.or([eb("contact_e164", "=", contactE164), eb("email_normalized", "=", emailNormalized)]),
    )
    .where("duplicate_of", "is", null)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
