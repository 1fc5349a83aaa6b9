import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { registerLead } from "./leads";

/** Registers `count` people (each their own email and mobile), in `locale`; returns their lead ids. */
export async function registerPeople(
  db: Kysely<Database>,
  count: number,
  locale: "en" | "zh" | "ms" = "en",
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await registerLead(db, {}, { locale }));
  return ids;
}

/** The last four digits of a lead's stored mobile number (E.164). */
export async function lastFourOf(db: Kysely<Database>, leadId: string): Promise<string> {
  const row = await db
    .selectFrom("registrations")
    .select("contact_e164")
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  return row.contact_e164.slice(-4);
}

/** Every entry's reference, ascending. */
export async function storedReferences(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("ballot_entries").select("reference").execute();
  return rows.map((row) => row.reference).sort();
}
