import "./lib/checked-env";
import { sqlitePath } from "@/server/db/connect";
import { restoreSqlite } from "@/server/db/backup";
import { restoreMedia } from "@/server/cms/media/backup";
import { loadEnv } from "./lib/load-env";

// `npm run restore -- FILE`: puts a backup back in place of a stopped site's SQLite database,
// after an integrity check. PostgreSQL: pg_restore (see README, Backups).
const file = process.argv[2];
const { DATABASE_URL } = loadEnv();
if (!file) {
  console.error("Usage: npm run restore -- FILE   (with the site stopped)");
  process.exit(2);
}
if (!DATABASE_URL.startsWith("file:")) {
  console.error("DATABASE_URL is PostgreSQL: restore with pg_restore (see README, Backups).");
  process.exit(2);
}
try {
  const { registrations } = restoreSqlite(file, sqlitePath(DATABASE_URL));
  const pictures = restoreMedia(file);
  console.log(
    `Restored ${file}: ${registrations} registrations, integrity ok, ${pictures} picture files. Start the site again.`,
  );
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
