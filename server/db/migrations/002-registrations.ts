import type { Kysely } from "kysely";

// Times are ISO 8601 UTC strings: they sort correctly as text on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("registrations")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("salutation_id", "integer", (col) => col.notNull().references("salutations.id"))
    .addColumn("full_name", "varchar(120)", (col) => col.notNull())
    .addColumn("contact_raw", "varchar(40)", (col) => col.notNull())
    .addColumn("contact_e164", "varchar(20)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("email_normalized", "varchar(254)", (col) => col.notNull())
    .addColumn("address", "varchar(300)", (col) => col.notNull())
    .addColumn("channel", "varchar(32)", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("consent_personal_data_at", "varchar(30)", (col) => col.notNull())
    .addColumn("consent_terms_at", "varchar(30)", (col) => col.notNull())
    .addColumn("consent_notice_version", "varchar(20)", (col) => col.notNull())
    .addColumn("consent_terms_version", "varchar(20)", (col) => col.notNull())
    .addColumn("consent_locale", "varchar(5)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(200)")
    .addColumn("utm_medium", "varchar(200)")
    .addColumn("utm_campaign", "varchar(200)")
    .addColumn("utm_term", "varchar(200)")
    .addColumn("utm_content", "varchar(200)")
    .addColumn("referrer", "varchar(500)")
    .addColumn("landing_page", "varchar(500)")
    .addColumn("source", "varchar(10)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("new"))
    .addColumn("duplicate_of", "varchar(36)", (col) => col.references("registrations.id"))
    // The same form post sent twice (double click, retried request) is stored once.
    .addColumn("submission_key", "varchar(64)", (col) => col.unique())
    .execute();
  await db.schema
    .createIndex("registrations_created_at")
    .on("registrations")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("registrations_contact_e164")
    .on("registrations")
    .column("contact_e164")
    .execute();
  await db.schema
    .createIndex("registrations_email_normalized")
    .on("registrations")
    .column("email_normalized")
    .execute();
  await db.schema
    .createIndex("registrations_duplicate_of")
    .on("registrations")
    .column("duplicate_of")
    .execute();

  await db.schema
    .createTable("registration_unit_types")
    .addColumn("registration_id", "varchar(36)", (col) =>
      col.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("unit_type", "varchar(8)", (col) => col.notNull())
    .addPrimaryKeyConstraint("registration_unit_types_pk", ["registration_id", "unit_type"])
    .execute();
  await db.schema
    .createIndex("registration_unit_types_unit")
    .on("registration_unit_types")
    .column("unit_type")
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("topic", "varchar(32)", (col) => col.notNull())
    .addColumn("registration_id", "varchar(36)", (col) => col.references("registrations.id"))
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(30)")
    .addColumn("last_error", "varchar(500)")
    .addColumn("sent_at", "varchar(30)")
    .execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("at", "varchar(30)", (col) => col.notNull())
    .addColumn("actor", "varchar(100)", (col) => col.notNull())
    .addColumn("action", "varchar(50)", (col) => col.notNull())
    .addColumn("entity", "varchar(30)", (col) => col.notNull())
    .addColumn("entity_id", "varchar(36)")
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("registration_unit_types").execute();
  await db.schema.dropTable("registrations").execute();
}
