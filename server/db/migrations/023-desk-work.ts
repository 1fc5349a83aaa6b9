import type { Kysely } from "kysely";

/**
 * Visits and calls on the lead (issue 24, parts 3 and 4).
 *
 * - `registrations.lost_reason`: for a first registration marked Lost, why
 *   (lib/leads/lost-reasons.ts: `price`, `location`…); null otherwise. Written with the status.
 *
 * The new status `visited` and the timeline kind `visit` fit the existing varchar columns; the
 * "Due today" and "Overdue" views read the follow-up index of migration 016.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("lost_reason", "varchar(24)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("lost_reason").execute();
}
