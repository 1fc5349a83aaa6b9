import type { Kysely } from "kysely";

// Wrong passwords are counted by rate-limiter-flexible (server/auth/sign-in-limits.ts), per account
// and per client address, in one table with the columns and types its SQLite and PostgreSQL stores
// expect: `key` unique for their upsert (text: a prefix and a 254-character email outgrow the
// library's own varchar(255)), `expire` in epoch milliseconds (bigint on PostgreSQL).
// Created here so the limiter never issues DDL at run time. The old read-then-write counters go
// (a lock in force during the upgrade ends with them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_sign_in_failures").execute();
  await db.schema
    .createTable("staff_sign_in_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_sign_in_limits").execute();
  await db.schema
    .createTable("staff_sign_in_failures")
    .addColumn("email", "varchar(254)", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_failure_at", "varchar(30)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(30)")
    .execute();
}
