import type { Kysely } from "kysely";
import { leadToChange } from "../access/lead-guard";
import type { Viewer } from "../access/leads";
import type { Database } from "../db/schema";

/** A ballot reference as printed: six letters and digits. */
const REFERENCE = /^[A-Z0-9]{6}$/;

/**
 * The lead a salesperson means by what they typed, if it is theirs to work: a ballot reference
 * (`K7Q2M9`, any case) or a lead's id (from its page's address). Undefined when neither names
 * anyone the viewer may change (a colleague's buyer is not found; a pool lead becomes theirs).
 */
export async function resolveBuyer(
  db: Kysely<Database>,
  typed: string,
  viewer: Viewer & { name: string },
): Promise<string | undefined> {
  const id = await buyerLeadId(db, typed);
  return (id && (await leadToChange(db, viewer, id))) || undefined;
}

async function buyerLeadId(db: Kysely<Database>, typed: string): Promise<string | undefined> {
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
