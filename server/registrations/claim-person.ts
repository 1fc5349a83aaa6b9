import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Person } from "./rows";

/** The keys a person is recognised by, in one fixed order so concurrent claims never deadlock. */
export function personKeyValues({ contactE164, emailNormalized }: Person): string[] {
  return emailNormalized
    ? [`email:${emailNormalized}`, `tel:${contactE164}`]
    : [`tel:${contactE164}`];
}

export interface Claim {
  /** The person's first registration when this one repeats it; null when this one is the first. */
  duplicateOf: string | null;
}

/**
 * Decides, inside the caller's transaction, whether registration `id` is the person's first or a
 * repeat. It claims the person's keys for itself; a key another registration claimed first (already
 * committed, or committed while we wait on its row lock) wins, and the earliest such first becomes
 * ours. The keys we did claim then point at that first too, so a later registration by either the
 * phone number or the email finds the same person. Nothing here reads before it writes, so two
 * instances can never both decide "first".
 */
export async function claimPerson(
  trx: Kysely<Database>,
  id: string,
  createdAt: string,
  person: Person,
): Promise<Claim> {
  const keys = personKeyValues(person);
  const claimed = await trx
    .insertInto("person_keys")
    .values(keys.map((key) => ({ key, first_id: id, first_at: createdAt })))
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .execute();
  // Every key is ours: nobody registered with this number or email before.
  if (claimed.length === keys.length) return { duplicateOf: null };
  const owners = await trx
    .selectFrom("person_keys")
    .select(["first_id", "first_at"])
    .where("key", "in", keys)
    .where("first_id", "!=", id)
    .orderBy("first_at")
    .orderBy("first_id")
    .execute();
  const first = owners[0];
  if (!first) return { duplicateOf: null };
  await trx
    .updateTable("person_keys")
    .set({ first_id: first.first_id, first_at: first.first_at })
    .where("key", "in", keys)
    .where("first_id", "=", id)
    .execute();
  return { duplicateOf: first.first_id };
}
