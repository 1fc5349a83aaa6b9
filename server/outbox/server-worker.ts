import { getDb } from "../db/client";
import { env } from "../env";
import { startOutboxWorker } from "./worker";

export function startServerWorker(): void {
  if (env.OUTBOX_WORKER === "1") startOutboxWorker(getDb(), env);
}
