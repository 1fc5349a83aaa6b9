import type { Kysely } from "kysely";

/**
 * The Meta Lead Ads lead (its `leadgen_id`) a registration came from, source `meta_lead_ads`:
 * its conversions go back to Meta as CRM events naming it (`user_data.lead_id`), which is how Meta
 * ties a lead form's lead to its later stages. Null for every other registration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("meta_lead_id", "varchar(30)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("meta_lead_id").execute();
}
