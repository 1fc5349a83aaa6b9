import type { Kysely } from "kysely";

// Migrations speak only the schema-builder subset that SQLite and PostgreSQL share.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("salutations")
    // Ids are fixed by the seed: legacy clients send SALUTATIONID, so an id never changes meaning.
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("code", "varchar(32)", (col) => col.notNull().unique())
    .addColumn("label_en", "varchar(64)", (col) => col.notNull())
    .addColumn("label_zh", "varchar(64)", (col) => col.notNull())
    .addColumn("label_ms", "varchar(64)", (col) => col.notNull())
    .addColumn("sort_order", "integer", (col) => col.notNull())
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("salutations").execute();
}
