import { getDb } from "../db/client";
import { env } from "../env";
import { startRetentionTimer } from "../privacy/retention-timer";
import { createSender } from "./sender";
import { startOutboxWorker } from "./worker";

export function startServerWorker(): void {
  if (env.OUTBOX_WORKER !== "1") return;
  startOutboxWorker(getDb(), createSender(getDb(), env));
  // The hourly retention job rides along with the worker: one place runs background work.
  startRetentionTimer(getDb(), env.RETENTION_MONTHS);
}
