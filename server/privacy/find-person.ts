import type { Kysely } from "kysely";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import type { Database } from "../db/schema";

/** How staff name the person of a request: by email or by phone, in the forms we match on. */
export type PersonKey = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** Reads what staff typed: anything with an `@` is an email, anything else must be a valid number. */
export function parsePersonKey(text: string): PersonKey | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 254) return null;
  if (trimmed.includes("@")) {
    const value = normalizeEmail(trimmed);
    return /^[^@\s]+@[^@\s]+$/.test(value) ? { kind: "email", value } : null;
  }
  const value = toE164(trimmed);
  return value ? { kind: "phone", value } : null;
}

/**
 * The first-registration ids of every group the person belongs to. Any registration may match (a
 * person who changed email is found by the old one too), and a match leads to its whole group.
 * Erased registrations hold a tombstone, so they never match.
 */
export async function findPersonGroups(db: Kysely<Database>, key: PersonKey): Promise<string[]> {
  const column = key.kind === "email" ? "email_normalized" : "contact_e164";
  const rows = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where(column, "=", key.value)
    .where("erased_at", "is", null)
    .execute();
  return [...new Set(rows.map((row) => row.duplicate_of ?? row.id))].sort();
}

/** Every registration in these groups, first registrations before their repeats, oldest first. */
export function groupRegistrations(db: Kysely<Database>, rootIds: string[]) {
  return db
    .selectFrom("registrations as g")
    .leftJoin("salutations as s", "s.id", "g.salutation_id")
    .selectAll("g")
    .select("s.label_en as salutation")
    .where((eb) => eb.or([eb("g.id", "in", rootIds), eb("g.duplicate_of", "in", rootIds)]))
    .orderBy("g.created_at")
    .orderBy("g.id")
    .execute();
}
