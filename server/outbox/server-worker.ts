import { getDb } from "../db/client";
import { env } from "../env";
import { onShutdown } from "../lifecycle/shutdown";
import { startLapseTimer } from "../launch/lapse-timer";
import { startScheduledPublishing } from "../cms/jobs/scheduled-publishing";
import { startRetentionTimer } from "../privacy/retention-timer";
import { createSender } from "./sender";
import { startOutboxWorker } from "./worker";

export function startServerWorker(): void {
  const stopLapses = startLapseTimer(getDb());
  onShutdown("work", async () => stopLapses());
  // The CMS's scheduled publishes: one instance a round runs them (server/cms/jobs).
  const stopPublishing = startScheduledPublishing(getDb(), async () => {
    const [{ cmsPayload }, { runDueCmsJobs }, { editorMayEdit }] = await Promise.all([
      import("../cms/read/payload-instance"),
      import("../cms/jobs/run-due"),
      import("../cms/jobs/editor-may-edit"),
    ]);
    return runDueCmsJobs(await cmsPayload(), (staffId) => editorMayEdit(getDb(), staffId));
  });
  onShutdown("work", async () => stopPublishing());
  if (env.OUTBOX_WORKER !== "1") return;
  const sender = createSender(getDb(), env);
  const stopOutbox = startOutboxWorker(getDb(), sender);
  // The hourly retention job rides along with the worker: one place runs background work.
  const stopRetention = startRetentionTimer(getDb(), env.RETENTION_MONTHS);
  onShutdown("work", async () => {
    stopRetention();
    await stopOutbox();
    sender.close();
  });
}
