import { loadEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";

// `npm run db:migrate`: what `npm start` does to the database, on its own (for deploy pipelines).
// The CMS's database client keeps no promise to finish: the command ends when the work is done.
prepareDatabase(loadEnv().DATABASE_URL)
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
