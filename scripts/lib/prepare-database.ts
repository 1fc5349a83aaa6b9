import { connect } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { seedReferenceData } from "@/server/db/seed";

/** Brings the database to the latest schema and writes reference data. */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  // A migration may rewrite a large table: no statement timeout here.
  const { db, dialect } = connect(databaseUrl, { statementTimeoutMs: 0 });
  try {
    const applied = await migrateToLatest(db);
    await seedReferenceData(db);
    console.log(
      `Database (${dialect}) ready${applied.length ? `: applied ${applied.join(", ")}` : ""}`,
    );
  } finally {
    await db.destroy();
  }
}
