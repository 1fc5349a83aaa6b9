import "./lib/checked-env";
import { sqlitePath } from "@/server/db/connect";
import { backupSqlite } from "@/server/db/backup";
import { backupMedia, mediaBackupOf } from "@/server/cms/media/backup";
import { loadEnv } from "./lib/load-env";

// `npm run backup -- FILE`: a consistent copy of the running site's SQLite database, checked
// (the CMS's content is in it), and the CMS's uploaded pictures beside it in FILE.media/.
// PostgreSQL: pg_dump, and a copy of MEDIA_DIR (see the deployment guide in README).
const file = process.argv[2];
const { DATABASE_URL } = loadEnv();
if (!file) {
  console.error("Usage: npm run backup -- FILE");
  process.exit(2);
}
if (!DATABASE_URL.startsWith("file:")) {
  console.error("DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc (see README, Backups).");
  process.exit(2);
}
backupSqlite(sqlitePath(DATABASE_URL), file).then(
  ({ registrations, bytes }) => {
    const pictures = backupMedia(file);
    console.log(
      `Backed up to ${file}: ${registrations} registrations, ${bytes} bytes, integrity ok; ${pictures} picture files in ${mediaBackupOf(file)}`,
    );
  },
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
