import { loadEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";

// `npm run db:migrate`: what `npm start` does to the database, on its own (for deploy pipelines).
prepareDatabase(loadEnv().DATABASE_URL).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
