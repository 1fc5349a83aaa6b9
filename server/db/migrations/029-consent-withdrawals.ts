import type { Kysely } from "kysely";

/**
 * The consent ledger's withdrawals (PDPA s.38): one row per person (their first registration),
 * written once by the signed link every buyer mail carries (server/consent). The primary key makes
 * a second click, or the mail app's one-click POST racing the page's button, record nothing more.
 * `via` says how: `page` (the button on the link's page) or `one_click` (RFC 8058, the mail app).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("consent_withdrawals")
    .addColumn("lead_id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("withdrawn_at", "varchar(30)", (col) => col.notNull())
    .addColumn("via", "varchar(16)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("consent_withdrawals").execute();
}
