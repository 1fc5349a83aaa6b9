import type { Kysely } from "kysely";

/**
 * Sales gallery appointments (/book).
 *
 * - `appointment_slots`: one row per slot that has ever been booked, with how many bookings hold it.
 *   Booking raises `booked` with one conditional UPDATE (`where booked < capacity`), so two
 *   instances can never both take the last place: PostgreSQL re-checks the condition against the
 *   row a concurrent booking committed, SQLite runs one writer at a time.
 * - `bookings`: the visit itself. The manage link's token is stored only as its SHA-256.
 *   `submission_key` makes a double submit one booking; `reminder_id` is the outbox message that
 *   reminds the visitor a day before, dropped when the visit is cancelled or moved.
 * - The settings (hours, slot length, capacity, closed dates) live in `desk_settings` under
 *   `appointments`; the defaults are in lib/booking/settings.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("appointment_slots")
    .addColumn("start_at", "varchar(30)", (col) => col.primaryKey())
    .addColumn("booked", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("bookings")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("slot_start", "varchar(30)", (col) => col.notNull())
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("salutation_id", "integer", (col) => col.notNull())
    .addColumn("contact_raw", "varchar(30)", (col) => col.notNull())
    .addColumn("contact_e164", "varchar(20)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("email_normalized", "varchar(254)", (col) => col.notNull())
    .addColumn("party_size", "integer", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("booked"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("lead_id", "varchar(36)")
    .addColumn("submission_key", "varchar(64)", (col) => col.unique())
    .addColumn("reminder_id", "varchar(36)")
    .execute();
  await db.schema
    .createIndex("bookings_slot")
    .on("bookings")
    .columns(["slot_start", "status"])
    .execute();
  await db.schema.createIndex("bookings_lead").on("bookings").column("lead_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("bookings").execute();
  await db.schema.dropTable("appointment_slots").execute();
}
