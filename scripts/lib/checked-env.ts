import { loadEnv } from "./load-env";

// Imported first by each entry point, before any module that reads the configuration as it loads
// (server/log.ts does): a missing or placeholder secret then stops start-up with the one line that
// names it and exit status 1, not a stack trace.
loadEnv();
