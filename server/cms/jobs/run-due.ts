import type { Payload } from "payload";
import { log } from "../../log";

/** At most this many due jobs a run: a launch schedules a handful of publishes, not hundreds. */
const BATCH = 20;

/** Who scheduled a publish: the staff member the CMS's job names (`input.user.value`). */
function scheduler(input: unknown): string | undefined {
  const user = (input as { user?: { value?: unknown } } | null)?.user?.value;
  return typeof user === "string" ? user : undefined;
}

/**
 * Cancels the due scheduled publishes whose editor may no longer edit content (their role changed
 * or their account was disabled since they scheduled it): such a change never goes live by itself.
 */
async function cancelUnauthorised(
  payload: Payload,
  mayEdit: (staffId: string) => Promise<boolean>,
  now: Date,
): Promise<void> {
  const due = await payload.find({
    collection: "payload-jobs",
    where: {
      and: [
        { taskSlug: { equals: "schedulePublish" } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { waitUntil: { less_than_equal: now.toISOString() } },
      ],
    },
    limit: BATCH,
    depth: 0,
    pagination: false,
  });
  for (const job of due.docs) {
    const staffId = scheduler(job.input);
    if (staffId && (await mayEdit(staffId))) continue;
    await payload.jobs.cancelByID({ id: job.id });
    log.warn(
      { job: job.id, staffId },
      "scheduled publish cancelled: whoever scheduled it may no longer edit content",
    );
  }
}

/**
 * Runs the CMS's due jobs (scheduled publish and unpublish, queued by the admin's "Schedule"
 * button with the time they are due): each publishes as the editor who scheduled it, so the
 * version history names them, and only while that editor may still edit content (`mayEdit`,
 * the desk's policy). Returns how many ran.
 */
export async function runDueCmsJobs(
  payload: Payload,
  mayEdit: (staffId: string) => Promise<boolean>,
  now = new Date(),
): Promise<number> {
  await cancelUnauthorised(payload, mayEdit, now);
  const result = await payload.jobs.run({ queue: "default", limit: BATCH });
  return Object.keys(result.jobStatus ?? {}).length;
}
