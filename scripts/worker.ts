import { connect } from "@/server/db/connect";
import { log } from "@/server/log";
import { startOutboxWorker } from "@/server/outbox/worker";
import { startRetentionTimer } from "@/server/privacy/retention-timer";
import { loadEnv } from "./lib/load-env";

// `npm run worker`: delivers the outbox without the web server (start the web server with
// OUTBOX_WORKER=0 then, or both will deliver; that is safe, only wasteful).
const env = loadEnv();
const { db } = connect(env.DATABASE_URL);
const stopOutbox = startOutboxWorker(db, env);
const stopRetention = startRetentionTimer(db, env.RETENTION_MONTHS);
const stop = () => {
  stopOutbox();
  stopRetention();
};
log.info("outbox worker started");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stop();
    void db.destroy().then(() => process.exit(0));
  });
}
setInterval(() => undefined, 1 << 30);
