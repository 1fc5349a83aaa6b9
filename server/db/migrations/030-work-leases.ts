import type { Kysely } from "kysely";

/**
 * Leases on background work that one instance at a time should do (server/db/work-lease.ts): the
 * CMS's scheduled publishing first. A row per kind of work; whoever's `until` has passed loses it
 * to the next instance that asks, in one conditional statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("work_leases")
    .addColumn("name", "varchar(64)", (col) => col.primaryKey())
    .addColumn("holder", "varchar(64)", (col) => col.notNull())
    .addColumn("until", "varchar(30)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("work_leases").execute();
}
