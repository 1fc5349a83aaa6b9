import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import type { Database } from "../db/schema";

/** A person's lead (their first registration), as the launch and the ballot need it. */
export interface PersonLead {
  id: string;
  locale: Locale;
  /** The co-broke agent who brought them, if any. */
  agent: string | null;
  ownerId: string | null;
}

/**
 * The person behind any of their registrations: the first one (`duplicate_of ?? id`), or
 * undefined for an unknown or erased lead.
 */
export async function personLead(
  db: Kysely<Database>,
  registrationId: string,
): Promise<PersonLead | undefined> {
  const given = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!given) return undefined;
  const first = await db
    .selectFrom("registrations")
    .select(["id", "locale", "agent", "owner_id", "erased_at"])
    .where("id", "=", given.duplicate_of ?? given.id)
    .executeTakeFirst();
  if (!first || first.erased_at) return undefined;
  const locale = hasLocale(routing.locales, first.locale) ? first.locale : routing.defaultLocale;
  return { id: first.id, locale, agent: first.agent, ownerId: first.owner_id };
}
