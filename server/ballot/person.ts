import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import type { Database } from "../db/schema";

export interface BallotPerson {
  /** The person's first registration: their lead. */
  id: string;
  locale: Locale;
}

/**
 * The person behind any of their registrations: the first one (`duplicate_of ?? id`), or
 * undefined for an unknown or erased lead.
 */
export async function ballotPerson(
  db: Kysely<Database>,
  leadId: string,
): Promise<BallotPerson | undefined> {
  const given = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!given) return undefined;
  const first = await db
    .selectFrom("registrations")
    .select(["id", "locale", "erased_at"])
    .where("id", "=", given.duplicate_of ?? given.id)
    .executeTakeFirst();
  if (!first || first.erased_at) return undefined;
  const locale = hasLocale(routing.locales, first.locale) ? first.locale : routing.defaultLocale;
  return { id: first.id, locale };
}
