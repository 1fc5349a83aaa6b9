import { sql } from "kysely";
import { connect } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { claimExistingPeople } from "@/server/db/migrations/007-person-keys";
import { seedReferenceData } from "@/server/db/seed";
import { generateLeads } from "./lead-data";

export interface SeedResult {
  registrations: number;
  people: number;
  repeats: number;
  unitTypes: number;
  seconds: number;
}

// 31 columns × 500 rows stays well under SQLite's and PostgreSQL's bound-parameter limits.
const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 10_000;

/** Migrates an empty database and fills it with `count` leads in multi-row inserts. */
export async function seedLeads(
  databaseUrl: string,
  count: number,
  searchPath?: string,
): Promise<SeedResult> {
  const started = performance.now();
  // A bulk load and a VACUUM of 100,000 rows: no five-second statement limit, as for migrations.
  const { db, dialect } = connect(databaseUrl, { searchPath, statementTimeoutMs: 0 });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const { registrations, unitTypes } = generateLeads(count);
    for (let i = 0; i < registrations.length; i += ROWS_PER_TRANSACTION) {
      const chunk = registrations.slice(i, i + ROWS_PER_TRANSACTION);
      const ids = new Set(chunk.map((r) => r.id));
      const units = unitTypes.filter((u) => ids.has(u.registration_id));
      await db.transaction().execute(async (trx) => {
        for (let j = 0; j < chunk.length; j += ROWS_PER_INSERT) {
          await trx
            .insertInto("registrations")
            .values(chunk.slice(j, j + ROWS_PER_INSERT))
            .execute();
        }
        for (let j = 0; j < units.length; j += ROWS_PER_INSERT * 4) {
          await trx
            .insertInto("registration_unit_types")
            .values(units.slice(j, j + ROWS_PER_INSERT * 4))
            .execute();
        }
      });
    }
    await claimExistingPeople(db);
    // What autovacuum does within a minute or so of a load this size, and has long done for a table
    // that grew to 100,000 leads: statistics for the planner, and a visibility map so index-only
    // scans (the dashboard's covering indexes, unit types by registration) need not visit the
    // table. The server the bench meets here runs with autovacuum off, so without this every query
    // was planned for tables PostgreSQL had never looked at (an export batch sorted all remaining
    // people, and each batch's query cost crossed jit_above_cost). Named tables: a bare VACUUM
    // would read every schema in the database, other runs' included.
    if (dialect === "postgres") {
      await sql`vacuum (analyze) registrations, registration_unit_types, person_keys, salutations`.execute(
        db,
      );
    }
    const repeats = registrations.filter((r) => r.duplicate_of).length;
    return {
      registrations: registrations.length,
      people: registrations.length - repeats,
      repeats,
      unitTypes: unitTypes.length,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
