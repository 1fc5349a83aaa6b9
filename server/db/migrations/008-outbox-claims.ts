import type { Kysely } from "kysely";

/**
 * Each claim of an outbox message carries a random token, and only the holder of that token can mark
 * the message sent, failed or released. A worker whose claim expired (it stalled, or another
 * instance took the message over) can then no longer overwrite what the new holder records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("claim_token", "varchar(36)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("claim_token").execute();
}
