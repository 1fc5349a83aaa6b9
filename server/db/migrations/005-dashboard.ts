import type { Kysely } from "kysely";

/**
 * Covering indexes for the dashboard, so its counts read small indexes instead of 100,000 wide rows:
 * registrations per hour by channel over a date range, all-time totals by language and source, and
 * unit types (which also serves the lead list's unit filter, replacing the unit-only index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("registrations_per_day")
    .on("registrations")
    .columns(["created_at", "channel", "status", "duplicate_of"])
    .execute();
  await db.schema
    .createIndex("registrations_totals")
    .on("registrations")
    .columns(["locale", "source", "status", "duplicate_of"])
    .execute();
  await db.schema
    .createIndex("registration_unit_types_totals")
    .on("registration_unit_types")
    .columns(["unit_type", "registration_id"])
    .execute();
  await db.schema.dropIndex("registration_unit_types_unit").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("registration_unit_types_unit")
    .on("registration_unit_types")
    .column("unit_type")
    .execute();
  await db.schema.dropIndex("registration_unit_types_totals").execute();
  await db.schema.dropIndex("registrations_totals").execute();
  await db.schema.dropIndex("registrations_per_day").execute();
}
