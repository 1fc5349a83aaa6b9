import type { Kysely } from "kysely";

/**
 * A "touch" is a visitor tapping WhatsApp or Call: no name, number or address, only where and how
 * (page, language, the visit's campaign tags, referrer and landing page), so the lead desk can set
 * chats and calls beside registrations per campaign. Counted by time and channel on the dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("touches")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("channel", "varchar(10)", (col) => col.notNull())
    .addColumn("page", "varchar(200)", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(200)")
    .addColumn("utm_medium", "varchar(200)")
    .addColumn("utm_campaign", "varchar(200)")
    .addColumn("utm_term", "varchar(200)")
    .addColumn("utm_content", "varchar(200)")
    .addColumn("referrer", "varchar(500)")
    .addColumn("landing_page", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("touches_per_day")
    .on("touches")
    .columns(["created_at", "channel"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("touches").execute();
}
