import { sql } from "kysely";
import { connect } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { seedReferenceData } from "@/server/db/seed";
import { seedSampleUnits } from "@/server/units/seed";
import { migrateCms } from "@/server/cms/migrate";

/** Brings the database to the latest schema and writes reference data. */
export async function prepareDatabase(
  databaseUrl: string,
  /** `cms: false`: the desk's tables only (the admin command line, which needs no CMS). */
  { cms = true }: { cms?: boolean } = {},
): Promise<void> {
  // A migration may rewrite a large table: no statement timeout here.
  const { db, dialect } = connect(databaseUrl, { statementTimeoutMs: 0 });
  try {
    const applied = await migrateToLatest(db);
    await seedReferenceData(db);
    // Sample inventory on first start only: after that the units are the sales team's.
    await seedSampleUnits(db);
    // Planner statistics for the big tables, which a restore or a bulk load leaves without and
    // autovacuum may not have gathered yet: without them the full export takes 8-16 s instead of 4.
    if (dialect === "postgres")
      await sql`analyze registrations, registration_unit_types, person_keys, outbox`.execute(db);
    console.log(
      `Database (${dialect}) ready${applied.length ? `: applied ${applied.join(", ")}` : ""}`,
    );
  } finally {
    await db.destroy();
  }
  // The CMS's tables and its first content, after the site's (server/cms/migrate.ts).
  if (cms) await migrateCms(databaseUrl);
}
