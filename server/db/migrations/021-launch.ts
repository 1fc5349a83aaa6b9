import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Launch day: units that belong to buyers, holds that end by themselves, bookings, the ballot.
 *
 * - `unit_claims`: one buyer's claim on one unit, from hold to sale: `stage` held → pending (fee
 *   taken, awaiting an admin) → booked (approved) → sold (SPA signed), or ended: lapsed, released,
 *   declined, cancelled, changed (moved to another unit). `active` is 1 while the claim stands and
 *   null once it ended, and `(unit_id, active)` is unique: two standing claims on one unit cannot
 *   both be written, on SQLite or PostgreSQL, however many instances try (nulls never collide).
 * - `units.claim_id`: the standing claim, so the unit's status and its buyer change together.
 * - `unit_events`: every status change, numbered; the live feed (`/api/units/events`) reads it, so
 *   every instance sees every change and a listener that reconnects resumes where it stopped.
 * - `unit_waitlist`: buyers waiting for a type; a freed unit is offered to the first in line.
 * - `ballot` (one row, `launch`) and `ballot_entries`: the draw's record and one entry per person
 *   (`lead_id` unique), each with a short random reference and, once drawn, its queue position and
 *   selection slot; `ballot_shortlist`: up to ten units an entrant prefers.
 * - Units seeded as booked or sold before launches named a buyer were sample figures, not sales:
 *   they become reserved (kept back), so no unit claims a sale nobody can trace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("unit_claims")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("unit_id", "varchar(12)", (col) => col.notNull())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull())
    .addColumn("staff_id", "varchar(64)", (col) => col.notNull())
    .addColumn("agent", "varchar(120)")
    .addColumn("stage", "varchar(10)", (col) => col.notNull())
    .addColumn("active", "integer")
    .addColumn("held_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .addColumn("fee", "integer")
    .addColumn("fee_method", "varchar(10)")
    .addColumn("fee_reference", "varchar(64)")
    .addColumn("booked_at", "varchar(30)")
    .addColumn("decided_at", "varchar(30)")
    .addColumn("decided_by", "varchar(64)")
    .addColumn("sold_on", "varchar(10)")
    .addColumn("ended_at", "varchar(30)")
    .addColumn("ended_by", "varchar(64)")
    .addColumn("end_reason", "varchar(300)")
    .addColumn("replaces", "varchar(36)")
    .addColumn("waitlist_id", "varchar(36)")
    .execute();
  await db.schema
    .createIndex("unit_claims_one_standing")
    .on("unit_claims")
    .columns(["unit_id", "active"])
    .unique()
    .execute();
  await db.schema
    .createIndex("unit_claims_lead")
    .on("unit_claims")
    .columns(["lead_id", "held_at"])
    .execute();
  await db.schema
    .createIndex("unit_claims_expiry")
    .on("unit_claims")
    .columns(["stage", "expires_at"])
    .execute();

  await db.schema.alterTable("units").addColumn("claim_id", "varchar(36)").execute();

  const postgres = isPostgres(db);
  await db.schema
    .createTable("unit_events")
    .addColumn("id", postgres ? "bigserial" : "integer", (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn("unit_id", "varchar(12)", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("at", "varchar(30)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("unit_waitlist")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("type_code", "varchar(4)", (col) => col.notNull())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull())
    .addColumn("staff_id", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("state", "varchar(10)", (col) => col.notNull().defaultTo("waiting"))
    .addColumn("active", "integer")
    .addColumn("offered_unit_id", "varchar(12)")
    .addColumn("ended_at", "varchar(30)")
    .execute();
  await db.schema
    .createIndex("unit_waitlist_one_per_type")
    .on("unit_waitlist")
    .columns(["type_code", "lead_id", "active"])
    .unique()
    .execute();
  await db.schema
    .createIndex("unit_waitlist_line")
    .on("unit_waitlist")
    .columns(["type_code", "state", "created_at"])
    .execute();

  await db.schema
    .createTable("ballot")
    .addColumn("id", "varchar(16)", (col) => col.primaryKey())
    .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("open"))
    .addColumn("entries", "integer")
    .addColumn("entries_hash", "varchar(64)")
    .addColumn("seed", "varchar(64)")
    .addColumn("seed_hash", "varchar(64)")
    .addColumn("committed_at", "varchar(30)")
    .addColumn("committed_by", "varchar(64)")
    .addColumn("drawn_at", "varchar(30)")
    .addColumn("drawn_by", "varchar(64)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db
    .insertInto("ballot" as never)
    .values({ id: "launch", status: "open", updated_at: new Date().toISOString() } as never)
    .execute();

  await db.schema
    .createTable("ballot_entries")
    .addColumn("reference", "varchar(8)", (col) => col.primaryKey())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull().unique())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("entered_by", "varchar(64)")
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("position", "integer")
    .addColumn("slot_start", "varchar(30)")
    .addColumn("queue_rank", "integer")
    .addColumn("queue_state", "varchar(10)", (col) => col.notNull().defaultTo("waiting"))
    .addColumn("table_no", "integer")
    .addColumn("called_at", "varchar(30)")
    .addColumn("skips", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("ballot_entries_queue")
    .on("ballot_entries")
    .columns(["queue_state", "queue_rank"])
    .execute();

  await db.schema
    .createTable("ballot_shortlist")
    .addColumn("reference", "varchar(8)", (col) => col.notNull())
    .addColumn("unit_id", "varchar(12)", (col) => col.notNull())
    .addColumn("rank", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("ballot_shortlist_pk", ["reference", "unit_id"])
    .execute();

  const at = new Date().toISOString();
  const untraced = await sql<{ id: string; status: string }>`select id, status from units
    where status in ('booked', 'sold') order by id`.execute(db);
  if (untraced.rows.length === 0) return;
  await sql`update units set status = 'reserved', updated_at = ${at}, updated_by = ${MIGRATION_ACTOR}
    where status in ('booked', 'sold')`.execute(db);
  await sql`insert into audit_log (id, at, actor, action, entity, entity_id, details)
    values (${randomUUID()}, ${at}, ${MIGRATION_ACTOR}, 'unit.untraced-to-reserved', 'unit', null,
      ${JSON.stringify({ units: untraced.rows.map((row) => `${row.id}:${row.status}`) })})`.execute(
    db,
  );
}

const MIGRATION_ACTOR = "system:launch-migration";

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "ballot_shortlist",
    "ballot_entries",
    "ballot",
    "unit_waitlist",
    "unit_events",
    "unit_claims",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("units").dropColumn("claim_id").execute();
}
