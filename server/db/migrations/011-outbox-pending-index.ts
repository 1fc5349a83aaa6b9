import { sql, type Kysely } from "kysely";

/**
 * /api/metrics counts the pending outbox messages per topic and finds the oldest at every scrape.
 * Without SMTP_URL mail stays pending for good, so after 100,000 registrations that read 200,000
 * rows: 80 ms with SQLite's event loop blocked, every 15 s. This partial index holds pending rows
 * only (a message leaves it once sent), so it answers the count alone (22 ms for those 200,000
 * rows) and costs little more than nothing while mail is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("outbox_pending")
    .on("outbox")
    .columns(["status", "topic", "created_at"])
    .where(sql.ref("status"), "=", "pending")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_pending").execute();
}
