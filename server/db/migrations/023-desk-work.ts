import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Visits and calls on the lead (issue 24, parts 3 and 4).
 *
 * - `registrations.lost_reason`: for a first registration marked Lost, why
 *   (lib/leads/lost-reasons.ts: `price`, `location`…); null otherwise. Written with the status.
 * - `lead_events.from_date` / `to_date` hold a visit's start (a UTC ISO instant, 24 characters)
 *   for timeline entries of kind `visit`, besides follow-up days: widened to varchar(32) on
 *   PostgreSQL (SQLite does not enforce a varchar's length).
 *
 * The new status `visited` and the timeline kind `visit` fit the existing varchar columns; the
 * "Due today" and "Overdue" views read the follow-up index of migration 016.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("lost_reason", "varchar(24)").execute();
  if (isPostgres(db))
    for (const column of ["from_date", "to_date"])
      await db.schema
        .alterTable("lead_events")
        .alterColumn(column, (col) => col.setDataType("varchar(32)"))
        .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Varchar(32) stays: narrowing would fail on the visits' entries.
  await db.schema.alterTable("registrations").dropColumn("lost_reason").execute();
}
