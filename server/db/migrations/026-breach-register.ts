import type { Kysely } from "kysely";

/**
 * The personal-data breach register (PDPA s.12B, from the Personal Data Protection (Amendment)
 * Act 2024): one row per breach, kept after it is closed, as the Commissioner may ask for it.
 *
 * - `found_at` starts the clock: the Commissioner is to be told within 72 hours of it.
 * - `commissioner_notified_at`, `people_notified_at` and `closed_at` are each set once, by one
 *   conditional UPDATE (`where … is null`), so two admins recording the same notice record it once.
 * - `people_notice` is `pending`, `sent` or `not_required` (no significant harm to the people).
 * - `what`, the free-text account, may name people: it is shown only to admins (privacy.desk) and
 *   never copied into the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("privacy_breaches")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("recorded_by", "varchar(36)", (col) => col.notNull())
    .addColumn("what", "text", (col) => col.notNull())
    .addColumn("found_at", "varchar(30)", (col) => col.notNull())
    .addColumn("people_affected", "integer", (col) => col.notNull())
    .addColumn("commissioner_notified_at", "varchar(30)")
    .addColumn("people_notice", "varchar(16)", (col) => col.notNull().defaultTo("pending"))
    .addColumn("people_notified_at", "varchar(30)")
    .addColumn("closed_at", "varchar(30)")
    .execute();
  await db.schema
    .createIndex("privacy_breaches_found")
    .on("privacy_breaches")
    .columns(["closed_at", "found_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("privacy_breaches").execute();
}
