import type { Kysely } from "kysely";

/**
 * Co-broke agents (issue 24).
 *
 * - `agents`: one row per agent account (`staff_users` with role `agent`): agency, REN number
 *   (normalised, unique: one registration number is one agent), E.164 phone, and where the
 *   application stands: pending → approved | rejected, approved ⇄ suspended.
 * - `agent_claims`: an agent's protection of a person (their first registration, `lead_id`) from
 *   `started_at` to `ends_at`. `active` is 1 while the claim stands and null once it ended
 *   (expired, released by an admin), and `(lead_id, active)` is unique: one standing claim per
 *   person, decided by the database on SQLite and PostgreSQL however many agents try at once.
 * - `registrations.agent_id`: the agent account that registered this registration.
 * - `unit_claims.agent_id`: the agent credited on a hold or booking (next to its `agent` label).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("agents")
    .addColumn("staff_id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("agency", "varchar(120)", (col) => col.notNull())
    .addColumn("ren", "varchar(16)", (col) => col.notNull().unique())
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("applied_at", "varchar(30)", (col) => col.notNull())
    .addColumn("decided_at", "varchar(30)")
    .addColumn("decided_by", "varchar(64)")
    .execute();
  await db.schema
    .createIndex("agents_status")
    .on("agents")
    .columns(["status", "applied_at"])
    .execute();

  await db.schema
    .createTable("agent_claims")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull())
    .addColumn("agent_id", "varchar(36)", (col) => col.notNull())
    .addColumn("registration_id", "varchar(36)", (col) => col.notNull())
    .addColumn("active", "integer")
    .addColumn("started_at", "varchar(30)", (col) => col.notNull())
    .addColumn("ends_at", "varchar(30)", (col) => col.notNull())
    .addColumn("ended_at", "varchar(30)")
    .addColumn("ended_by", "varchar(64)")
    .addColumn("end_reason", "varchar(10)")
    .execute();
  await db.schema
    .createIndex("agent_claims_one_standing")
    .on("agent_claims")
    .columns(["lead_id", "active"])
    .unique()
    .execute();
  await db.schema
    .createIndex("agent_claims_agent")
    .on("agent_claims")
    .columns(["agent_id", "started_at"])
    .execute();
  await db.schema
    .createIndex("agent_claims_standing")
    .on("agent_claims")
    .columns(["active", "ends_at"])
    .execute();

  await db.schema.alterTable("registrations").addColumn("agent_id", "varchar(36)").execute();
  await db.schema
    .createIndex("registrations_agent")
    .on("registrations")
    .columns(["agent_id"])
    .execute();
  await db.schema.alterTable("unit_claims").addColumn("agent_id", "varchar(36)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("unit_claims").dropColumn("agent_id").execute();
  await db.schema.dropIndex("registrations_agent").execute();
  await db.schema.alterTable("registrations").dropColumn("agent_id").execute();
  await db.schema.dropTable("agent_claims").execute();
  await db.schema.dropTable("agents").execute();
}
