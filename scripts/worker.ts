import "./lib/checked-env";
import { connect } from "@/server/db/connect";
import { log } from "@/server/log";
import { createSender } from "@/server/outbox/sender";
import { startOutboxWorker } from "@/server/outbox/worker";
import { startLapseTimer } from "@/server/launch/lapse-timer";
import { startRetentionTimer } from "@/server/privacy/retention-timer";
import { loadEnv } from "./lib/load-env";

// `npm run worker`: delivers the outbox without the web server (start the web server with
// OUTBOX_WORKER=0 then, or both will deliver; that is safe, only wasteful).
const env = loadEnv();
const { db } = connect(env.DATABASE_URL);
const sender = createSender(db, env);
const stopOutbox = startOutboxWorker(db, sender);
const stopRetention = startRetentionTimer(db, env.RETENTION_MONTHS);
const stopLapses = startLapseTimer(db);
log.info("outbox worker started");

// Keeps the process alive between polls, which by themselves do not.
const keepAlive = setInterval(() => undefined, 1 << 30);
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // A second signal while the sends finish: the operator does not want to wait.
    if (stopping) process.exit(1);
    stopping = true;
    void shutDown(signal);
  });
}

/** Lets sends in flight finish (at most 10 s), gives back claimed messages, then closes up. */
async function shutDown(signal: NodeJS.Signals) {
  log.info({ signal }, "outbox worker stopping");
  stopRetention();
  stopLapses();
  await stopOutbox(10_000);
  sender.close();
  await db.destroy();
  clearInterval(keepAlive);
  log.info("outbox worker stopped");
  process.exit(0);
}
