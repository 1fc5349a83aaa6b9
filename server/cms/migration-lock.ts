import { closeSync, openSync, rmSync, statSync } from "node:fs";
import pg from "pg";
import { sqlitePath } from "../db/connect";

/** A lock held while the CMS migrates: a PostgreSQL advisory lock, or a file beside SQLite's. */
export async function withMigrationLock(databaseUrl: string, run: () => Promise<void>) {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return withAdvisoryLock(databaseUrl, run);
  const path = sqlitePath(databaseUrl);
  if (path === ":memory:") return run();
  return withLockFile(`${path}.cms-migrate.lock`, run);
}

/** Any fixed number: the key of the CMS migration's advisory lock. */
const LOCK_KEY = 7_310_025;

async function withAdvisoryLock(databaseUrl: string, run: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await run();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** A process killed while migrating leaves its file: older than this, it is taken over. */
const STALE_MS = 120_000;

async function withLockFile(file: string, run: () => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(file, "wx", 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (
        Date.now() - statSync(file, { throwIfNoEntry: false })!.mtimeMs > STALE_MS ||
        attempt > 600
      )
        rmSync(file, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await run();
  } finally {
    rmSync(file, { force: true });
  }
}
