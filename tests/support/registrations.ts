import type { Kysely } from "kysely";
import { registrationSchema, type Registration } from "@/lib/registration/schema";
import { migrateToLatest } from "@/server/db/migrate";
import type { Database } from "@/server/db/schema";
import { seedReferenceData } from "@/server/db/seed";
import type { NotificationTargets } from "@/server/outbox/entries";
import type { CreatedRegistration, NewRegistration } from "@/server/registrations/types";
import { writeRegistration } from "@/server/registrations/write-registration";

/** Applies every migration and the reference data (salutations), as the app does on start. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedReferenceData(db);
}

/** What a buyer types into the form, before validation; every field valid. */
export function formInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    salutationId: "1",
    name: "Tan Ah Kow",
    contact: "012-345 6789",
    email: "ah.kow@example.com",
    address: "12 Jalan Ampang, 50450 Kuala Lumpur",
    channel: "website",
    consentPersonalData: "on",
    consentTerms: "on",
    unitTypes: ["A1", "c1a"],
    ...overrides,
  };
}

/** A validated registration, as the store receives it from the schema. */
export function validRegistration(overrides: Record<string, unknown> = {}): Registration {
  return registrationSchema.parse(formInput(overrides));
}

/**
 * Stores one registration now, in its own transaction as the server does: committed with its unit
 * types, outbox messages and audit entry, linked to the person's first registration.
 */
export function createRegistration(
  db: Kysely<Database>,
  registration: NewRegistration,
  targets: NotificationTargets,
): Promise<CreatedRegistration> {
  return db.transaction().execute((trx) => writeRegistration(trx, { registration, targets }));
}
