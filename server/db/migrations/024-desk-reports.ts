import type { Kysely } from "kysely";

/**
 * Reports and a lead page that stays small however often one person registers.
 *
 * - `lead_events_timeline` (registration_id, at, id): the lead page reads a person's history 20
 *   entries at a time, keyset on (at, id), straight from the index; it replaces
 *   `lead_events_registration` (registration_id, at), which it covers.
 * - `registrations_campaigns`: the campaign report counts first registrations in a date range by
 *   their UTM source, medium and campaign and their status, from the index alone.
 *   (A person's repeats are paged by `registrations_export`: duplicate_of, created_at, id.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("lead_events_timeline")
    .on("lead_events")
    .columns(["registration_id", "at", "id"])
    .execute();
  await db.schema.dropIndex("lead_events_registration").execute();
  await db.schema
    .createIndex("registrations_campaigns")
    .on("registrations")
    .columns(["duplicate_of", "created_at", "utm_source", "utm_medium", "utm_campaign", "status"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("registrations_campaigns").execute();
  await db.schema
    .createIndex("lead_events_registration")
    .on("lead_events")
    .columns(["registration_id", "at"])
    .execute();
  await db.schema.dropIndex("lead_events_timeline").execute();
}
