import { randomUUID } from "node:crypto";
import { getPayload, type Migration } from "payload";
import { cmsConfig } from "./config";
import { migrations as postgresMigrations } from "./migrations/postgres";
import { migrations as sqliteMigrations } from "./migrations/sqlite";
import { withMigrationLock } from "./migration-lock";
import { seedContent } from "./seed";

/**
 * Brings the CMS's tables to the latest migration (server/cms/migrations/<dialect>) and, on first
 * run, seeds it with today's typed content. Run by `npm run db:migrate` and `npm start` after the
 * site's own migrations; several instances starting at once take turns.
 */
export async function migrateCms(databaseUrl: string): Promise<void> {
  // Nothing is signed while migrating; the running site signs with the desk's secret.
  const config = await cmsConfig({ databaseUrl, secret: "cms-migration-signs-nothing" });
  // Its own instance each time: Payload keeps instances by key, a destroyed one included.
  const payload = await getPayload({ config, key: `migrate:${randomUUID()}` });
  try {
    await withMigrationLock(databaseUrl, async () => {
      const postgres = /^postgres(ql)?:\/\//.test(databaseUrl);
      const migrations = (postgres
        ? postgresMigrations
        : sqliteMigrations) as unknown as Migration[];
      await payload.db.migrate({ migrations });
      await seedContent(payload);
    });
  } finally {
    await payload.destroy();
  }
}
