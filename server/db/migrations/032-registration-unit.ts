import type { Kysely } from "kysely";

/**
 * The unit a buyer registered for from its page (/availability/A-12-03, "Register for this
 * unit"): its label, as the inventory prints it. Empty for a registration of interest in types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("unit_id", "varchar(16)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("unit_id").execute();
}
