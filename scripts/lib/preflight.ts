import { existsSync } from "node:fs";
import { connect } from "@/server/db/connect";
import { pendingMigrations } from "@/server/db/migrate";

/**
 * What a production instance checks before it listens, so a bad release fails at once with the
 * step that was missed instead of serving errors: a build in .next, and a database whose schema
 * this release's migrations have reached (`npm run db:migrate`, once per release, not per instance).
 */
export async function preflight(
  databaseUrl: string,
): Promise<{ fatal: string } | { warning: string } | null> {
  if (!existsSync(".next/BUILD_ID"))
    return { fatal: "No production build in .next: run `npm run build` in this directory first." };
  const { db } = connect(databaseUrl);
  try {
    const pending = await pendingMigrations(db);
    if (pending.length)
      return {
        fatal: `The database lacks ${pending.length} migration(s) of this release (${pending.join(", ")}): run \`npm run db:migrate\` once, then start the instances.`,
      };
    return null;
  } catch (error) {
    // An outage is not a bad release: serve pages, answer /api/health with 503, recover with it.
    const reason = error instanceof Error ? error.message : String(error);
    return { warning: `The database schema could not be checked (${reason}); starting anyway.` };
  } finally {
    await db.destroy();
  }
}
