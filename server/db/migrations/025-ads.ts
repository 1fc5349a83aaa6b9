import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Consent, click ids, server-side conversions and campaign spend (issue 26).
 *
 * - `registrations`: the click ids the visit arrived with (`gclid`, `gbraid`, `wbraid`, `fbclid`)
 *   and Meta's browser cookies (`fbp`, `fbc`, only when advertising was consented); the cookie
 *   banner's choice given with the registration (`consent_analytics`, `consent_advertising`: 1, 0,
 *   or null when the visitor had made none; `consent_choice_version`, `consent_choice_at`); and
 *   `event_id`, the id of the browser's registration event that the server conversion repeats.
 * - `outbox.dedupe_key`: unique (nulls apart), so one lead's conversion for one stage and platform
 *   is queued once, however many saves or instances try: the database decides.
 * - `campaign_spend`: what a campaign (UTM source / medium / campaign, '' for none) cost in a
 *   month (`2026-11`), in sen; one row per campaign and month.
 * - `registrations.source` takes `meta_lead_ads` (13 characters): widened to varchar(16) on
 *   PostgreSQL (SQLite does not enforce a varchar's length).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await db.schema
      .alterTable("registrations")
      .alterColumn("source", (col) => col.setDataType("varchar(16)"))
      .execute();
  let registrations = db.schema.alterTable("registrations");
  for (const column of ["gclid", "gbraid", "wbraid", "fbclid", "fbp", "fbc"]) {
    await registrations.addColumn(column, "varchar(255)").execute();
    registrations = db.schema.alterTable("registrations");
  }
  await registrations.addColumn("consent_analytics", "integer").execute();
  await db.schema.alterTable("registrations").addColumn("consent_advertising", "integer").execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("consent_choice_version", "varchar(16)")
    .execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("consent_choice_at", "varchar(32)")
    .execute();
  await db.schema.alterTable("registrations").addColumn("event_id", "varchar(64)").execute();

  await db.schema.alterTable("outbox").addColumn("dedupe_key", "varchar(128)").execute();
  await db.schema
    .createIndex("outbox_dedupe_key")
    .on("outbox")
    .column("dedupe_key")
    .unique()
    .execute();

  await db.schema
    .createTable("campaign_spend")
    .addColumn("month", "varchar(7)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(200)", (col) => col.notNull())
    .addColumn("utm_medium", "varchar(200)", (col) => col.notNull())
    .addColumn("utm_campaign", "varchar(200)", (col) => col.notNull())
    .addColumn("amount_sen", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_by", "varchar(64)", (col) => col.notNull())
    .addPrimaryKeyConstraint("campaign_spend_pk", [
      "month",
      "utm_source",
      "utm_medium",
      "utm_campaign",
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("campaign_spend").execute();
  await db.schema.dropIndex("outbox_dedupe_key").execute();
  await db.schema.alterTable("outbox").dropColumn("dedupe_key").execute();
  for (const column of [
    "event_id",
    "consent_choice_at",
    "consent_choice_version",
    "consent_advertising",
    "consent_analytics",
    "fbc",
    "fbp",
    "fbclid",
    "wbraid",
    "gbraid",
    "gclid",
  ])
    await db.schema.alterTable("registrations").dropColumn(column).execute();
}
