import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { termsVersion } from "@/content/legal/terms/version";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import type { Database } from "../db/schema";
import { outboxEntriesFor, type NotificationTargets } from "../outbox/entries";
import { findFirstRegistration } from "./find-first";
import type { CreatedRegistration, NewRegistration } from "./types";

/**
 * Stores a registration with its unit types, its outbox messages and an audit entry in one
 * transaction: when this resolves the row is committed, and if anything fails nothing remains.
 * A repeat by the same person is stored too, linked to their first registration.
 */
export async function createRegistration(
  db: Kysely<Database>,
  registration: NewRegistration,
  targets: NotificationTargets,
): Promise<CreatedRegistration> {
  return db.transaction().execute((trx) => storeRegistration(trx, registration, targets));
}

/** The writes of one registration, inside a transaction (or savepoint) the caller commits. */
export async function storeRegistration(
  trx: Kysely<Database>,
  { input, context }: NewRegistration,
  targets: NotificationTargets,
): Promise<CreatedRegistration> {
  const now = (context.now ?? new Date()).toISOString();
  const contactE164 = toE164(input.contact);
  if (!contactE164) throw new Error("createRegistration needs a validated contact number");
  const emailNormalized = normalizeEmail(input.email);

  if (context.submissionKey) {
    const earlier = await trx
      .selectFrom("registrations")
      .select(["id", "duplicate_of"])
      .where("submission_key", "=", context.submissionKey)
      .executeTakeFirst();
    if (earlier) return { id: earlier.id, duplicateOf: earlier.duplicate_of };
  }

  const id = randomUUID();
  const duplicateOf = await findFirstRegistration(trx, contactE164, emailNormalized);
  const inserted = await trx
    .insertInto("registrations")
    .values({
      id,
      created_at: now,
      salutation_id: input.salutationId,
      full_name: input.name,
      contact_raw: input.contact,
      contact_e164: contactE164,
      email: input.email,
      email_normalized: emailNormalized,
      address: input.address,
      channel: input.channel,
      locale: context.locale,
      consent_personal_data_at: now,
      consent_terms_at: now,
      consent_notice_version: privacyNoticeVersion,
      consent_terms_version: termsVersion,
      consent_locale: context.locale,
      utm_source: input.utmSource ?? null,
      utm_medium: input.utmMedium ?? null,
      utm_campaign: input.utmCampaign ?? null,
      utm_term: input.utmTerm ?? null,
      utm_content: input.utmContent ?? null,
      referrer: context.referrer?.slice(0, 500) ?? null,
      landing_page: context.landingPage?.slice(0, 500) ?? null,
      source: context.source,
      status: context.suspectedSpam ? "spam" : "new",
      duplicate_of: duplicateOf,
      submission_key: context.submissionKey ?? null,
      latest_at: now,
    })
    // Two posts of one form at once (a double click): the second waits for the first and stores nothing.
    .onConflict((oc) => oc.column("submission_key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 && context.submissionKey) {
    const first = await trx
      .selectFrom("registrations")
      .select(["id", "duplicate_of"])
      .where("submission_key", "=", context.submissionKey)
      .executeTakeFirstOrThrow();
    return { id: first.id, duplicateOf: first.duplicate_of };
  }
  if (duplicateOf) {
    // The person is active again: their first registration rises to the top of the sales list.
    await trx
      .updateTable("registrations")
      .set((eb) => ({ latest_at: now, repeat_count: eb("repeat_count", "+", 1) }))
      .where("id", "=", duplicateOf)
      .execute();
  }
  if (input.unitTypes.length) {
    await trx
      .insertInto("registration_unit_types")
      .values(input.unitTypes.map((unit_type) => ({ registration_id: id, unit_type })))
      .execute();
  }
  if (!context.suspectedSpam) {
    const entries = outboxEntriesFor(
      { id, input, locale: context.locale, duplicateOf, createdAt: now },
      targets,
    );
    if (entries.length) await trx.insertInto("outbox").values(entries).execute();
  }
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: now,
      actor: `public:${context.source}`,
      action: context.suspectedSpam ? "registration.spam" : "registration.create",
      entity: "registration",
      entity_id: id,
      details: JSON.stringify({ duplicateOf, locale: context.locale }),
    })
    .execute();
  return { id, duplicateOf };
}
