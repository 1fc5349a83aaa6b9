import { sql, type Kysely } from "kysely";

/**
 * What the sales team adds to a registration: the person's latest activity (so a repeat brings the
 * first registration back to the top of the list), a count of repeats, erasure, and a timeline of
 * status changes and notes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("latest_at", "varchar(30)").execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("repeat_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("registrations").addColumn("erased_at", "varchar(30)").execute();
  await sql`update registrations set latest_at = created_at`.execute(db);
  await sql`
    update registrations set
      latest_at = coalesce(
        (select max(r.created_at) from registrations r where r.duplicate_of = registrations.id),
        created_at),
      repeat_count = (select count(*) from registrations r where r.duplicate_of = registrations.id)
    where duplicate_of is null`.execute(db);

  // The list: first registrations, newest activity first, optionally narrowed by status.
  await db.schema
    .createIndex("registrations_list")
    .on("registrations")
    .columns(["duplicate_of", "latest_at", "id"])
    .execute();
  await db.schema
    .createIndex("registrations_status_list")
    .on("registrations")
    .columns(["status", "latest_at"])
    .execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("registration_id", "varchar(36)", (col) =>
      col.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("at", "varchar(30)", (col) => col.notNull())
    .addColumn("actor_id", "varchar(36)")
    .addColumn("actor_name", "varchar(120)", (col) => col.notNull())
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("from_status", "varchar(16)")
    .addColumn("to_status", "varchar(16)")
    .addColumn("note", "varchar(4000)")
    .execute();
  await db.schema
    .createIndex("lead_events_registration")
    .on("lead_events")
    .columns(["registration_id", "at"])
    .execute();
  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity", "entity_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_entity").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropIndex("registrations_status_list").execute();
  await db.schema.dropIndex("registrations_list").execute();
  await db.schema.alterTable("registrations").dropColumn("erased_at").execute();
  await db.schema.alterTable("registrations").dropColumn("repeat_count").execute();
  await db.schema.alterTable("registrations").dropColumn("latest_at").execute();
}
