import { sql, type Kysely } from "kysely";

/**
 * What the desk keeps about each staff member for managers and for new-lead alerts.
 *
 * - `staff_profiles.last_sign_in_at`: the latest successful sign-in (ISO time). Sessions are deleted
 *   on sign-out and password changes, so the session table cannot say it; the column is filled from
 *   the audit log's sign-ins once, here, and written on every sign-in after.
 * - `staff_profiles.lead_alerts`: 1 (default) to be emailed when a lead of theirs arrives or
 *   reopens (admins: unassigned ones too), 0 to opt out. No profile row reads as 1.
 * - `lead_events_actor`: the dashboard's first-contact figure looks up each lead's events by its
 *   owner; with the actor beside the lead in the index, leads nobody touched cost one probe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("staff_profiles")
    .addColumn("last_sign_in_at", "varchar(30)")
    .execute();
  await db.schema
    .alterTable("staff_profiles")
    .addColumn("lead_alerts", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`
    insert into staff_profiles (staff_id, last_sign_in_at)
    select u.id, (select max(a.at) from audit_log a
                   where a.action = 'staff.sign_in' and a.entity = 'staff' and a.entity_id = u.id)
    from staff_users u
    where true
    on conflict (staff_id) do update set last_sign_in_at = excluded.last_sign_in_at`.execute(db);
  await db.schema
    .createIndex("lead_events_actor")
    .on("lead_events")
    .columns(["registration_id", "actor_id", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("lead_events_actor").execute();
  await db.schema.alterTable("staff_profiles").dropColumn("lead_alerts").execute();
  await db.schema.alterTable("staff_profiles").dropColumn("last_sign_in_at").execute();
}
