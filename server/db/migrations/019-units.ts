import type { Kysely } from "kysely";

/**
 * The unit inventory the sales team keeps on the desk and the public pages summarize.
 *
 * - `units.id`: the unit's label, tower-floor-position (`A-12-03`), as sales material prints it.
 * - `list_price`: whole ringgit. Only admins change it (server/units).
 * - `status`: available, reserved, booked or sold (lib/units/statuses.ts).
 * - `updated_by`: the audit actor of the last change (`staff:<id>`, `system:seed`).
 * - `units_type_status`: the public summary groups by type and status; `units_place`: the desk's
 *   filters and the stacking chart read by tower and floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("units")
    .addColumn("id", "varchar(12)", (col) => col.primaryKey())
    .addColumn("tower", "varchar(2)", (col) => col.notNull())
    .addColumn("floor", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("type_code", "varchar(4)", (col) => col.notNull())
    .addColumn("built_up_sqft", "integer", (col) => col.notNull())
    .addColumn("list_price", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("available"))
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_by", "varchar(64)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("units_type_status")
    .on("units")
    .columns(["type_code", "status"])
    .execute();
  await db.schema
    .createIndex("units_place")
    .on("units")
    .columns(["tower", "floor", "position"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("units").execute();
}
