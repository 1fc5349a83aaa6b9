import { sql, type Kysely } from "kysely";

/**
 * Owners and returning buyers on the lead desk.
 *
 * - `registrations.owner_id`: the staff member who works a person's lead (set on first
 *   registrations only; null is "unassigned"). Indexed for the "My leads" and "Unassigned" lists.
 * - `registrations.reopened_by` / `reopened_from`: the repeat registration that last reopened a
 *   closed lead, and the status it had. Written by the same UPDATE that reopens, so the repeat can
 *   tell from that statement's result alone (under any concurrency) whether it was the one.
 * - `registrations.follow_up_on`: the next follow-up, a day in Malaysia time (`2026-11-25`); a
 *   lead whose day has passed is overdue. Indexed for the "Overdue" view.
 * - `lead_events.from_owner_id` / `to_owner_id`: assignments in the lead's timeline;
 *   `from_date` / `to_date`: follow-up changes.
 * - `desk_settings`: settings an admin changes on the desk (how new leads are assigned).
 * - `staff_profiles`: what the desk knows of a staff member beyond their account (languages).
 * - `lead_rotations`: whose turn it is, per rotation ("all" sales staff, or speakers of a
 *   language). One row per rotation is what makes round robin exact on any number of instances:
 *   each new lead's transaction moves the row on, and the database queues those moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("registrations")
    .addColumn("owner_id", "varchar(36)", (col) =>
      col.references("staff_users.id").onDelete("set null"),
    )
    .execute();
  await db.schema.alterTable("registrations").addColumn("reopened_by", "varchar(36)").execute();
  await db.schema.alterTable("registrations").addColumn("reopened_from", "varchar(16)").execute();
  await db.schema.alterTable("registrations").addColumn("follow_up_on", "varchar(10)").execute();
  await db.schema
    .createIndex("registrations_follow_up")
    .on("registrations")
    .columns(["follow_up_on", "owner_id"])
    .where(sql.ref("follow_up_on"), "is not", null)
    .execute();
  await db.schema
    .createIndex("registrations_owner_list")
    .on("registrations")
    .columns(["owner_id", "duplicate_of", "latest_at", "id"])
    .execute();

  await db.schema.alterTable("lead_events").addColumn("from_owner_id", "varchar(36)").execute();
  await db.schema.alterTable("lead_events").addColumn("to_owner_id", "varchar(36)").execute();
  await db.schema.alterTable("lead_events").addColumn("from_date", "varchar(10)").execute();
  await db.schema.alterTable("lead_events").addColumn("to_date", "varchar(10)").execute();

  await db.schema
    .createTable("desk_settings")
    .addColumn("key", "varchar(50)", (col) => col.primaryKey())
    .addColumn("value", "varchar(200)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("staff_profiles")
    .addColumn("staff_id", "varchar(36)", (col) =>
      col.primaryKey().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("languages", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("lead_rotations")
    .addColumn("key", "varchar(40)", (col) => col.primaryKey())
    .addColumn("last_staff_id", "varchar(36)")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_rotations").execute();
  await db.schema.dropTable("staff_profiles").execute();
  await db.schema.dropTable("desk_settings").execute();
  await db.schema.alterTable("lead_events").dropColumn("to_date").execute();
  await db.schema.alterTable("lead_events").dropColumn("from_date").execute();
  await db.schema.alterTable("lead_events").dropColumn("to_owner_id").execute();
  await db.schema.alterTable("lead_events").dropColumn("from_owner_id").execute();
  await db.schema.dropIndex("registrations_owner_list").execute();
  await db.schema.dropIndex("registrations_follow_up").execute();
  await db.schema.alterTable("registrations").dropColumn("follow_up_on").execute();
  await db.schema.alterTable("registrations").dropColumn("reopened_from").execute();
  await db.schema.alterTable("registrations").dropColumn("reopened_by").execute();
  await db.schema.alterTable("registrations").dropColumn("owner_id").execute();
}
