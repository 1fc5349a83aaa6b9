import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Reports, the export's new columns and a lead page that stays small however often one person
 * registers.
 *
 * - `registrations.lost_reason`: why a lead was lost. Migration 023 (Lost reasons, another branch)
 *   creates it; it is added here only when missing, so the export reads it with or without 023 and
 *   the two merge in either order. `down` leaves it to 023.
 * - `lead_events_timeline` (registration_id, at, id): the lead page reads a person's history 20
 *   entries at a time, keyset on (at, id), straight from the index; it replaces
 *   `lead_events_registration` (registration_id, at), which it covers.
 * - `registrations_campaigns`: the campaign report counts first registrations in a date range by
 *   their UTM source, medium and campaign and their status, from the index alone.
 *   (A person's repeats are paged by `registrations_export`: duplicate_of, created_at, id.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table registrations add column if not exists lost_reason varchar(300)`.execute(
      db,
    );
  } else {
    const { rows } = await sql<{ name: string }>`
      select name from pragma_table_info('registrations') where name = 'lost_reason'`.execute(db);
    if (!rows.length) {
      await db.schema
        .alterTable("registrations")
        .addColumn("lost_reason", "varchar(300)")
        .execute();
    }
  }
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
