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
  const { db } = connect(databaseUrl, { searchPath });
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
