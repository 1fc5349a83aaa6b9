import type { Kysely } from "kysely";
import { CONSENT_VERSION } from "@/lib/consent/choice";
import type { Database } from "../db/schema";
import { registrationOfAdConsentToken } from "./ad-consent-token";
import { rootOf } from "./withdraw";

/**
 * A registrant turned advertising off in the cookie settings: their registration, and the
 * person's first registration whose consent every stage conversion is checked against, now say
 * no (0, the banner's version, the time). Stages reached later queue nothing
 * (conversions/queue-stage.ts) and conversions already queued are dropped unsent when the worker
 * reads the lead (conversions/lead-data.ts). Only a token this site signed names the registration:
 * never an email or a guessable id. Mails and the rest of the person's consent are untouched:
 * that is the unsubscribe link's business.
 */
export async function withdrawAdvertisingConsent(
  db: Kysely<Database>,
  secret: string,
  token: unknown,
  now = new Date(),
): Promise<"withdrawn" | "unknown"> {
  const registrationId = registrationOfAdConsentToken(secret, token);
  const root = registrationId ? await rootOf(db, registrationId) : null;
  if (!registrationId || !root) return "unknown";
  await db
    .updateTable("registrations")
    .set({
      consent_advertising: 0,
      consent_choice_version: CONSENT_VERSION,
      consent_choice_at: now.toISOString(),
      // Meta's cookies were kept only with advertising consented: not any more.
      fbp: null,
      fbc: null,
    })
    .where("id", "in", [...new Set([registrationId, root])])
    .execute();
  return "withdrawn";
}
