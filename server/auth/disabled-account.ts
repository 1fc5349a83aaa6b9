import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Whether the account with this (lower-case) email is disabled: banned by the admin plugin, with no
 * end or an end still to come (a ban that ran out no longer counts, as better-auth treats it). An
 * unknown email is not disabled: it gets better-auth's own wrong-password answer.
 */
export async function isAccountDisabled(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("staff_users")
    .select(["banned", "banExpires"])
    .where("email", "=", email)
    .executeTakeFirst();
  return row ? banInForce(row, now) : false;
}

/** A ban (better-auth's admin plugin) with no end, or an end still to come. */
export function banInForce(
  row: { banned: boolean | number | null; banExpires: Date | string | null },
  now: Date,
): boolean {
  if (!row.banned) return false;
  return row.banExpires === null || new Date(row.banExpires).getTime() > now.getTime();
}
