import type { Payload } from "payload";

/** At most this many due jobs a run: a launch schedules a handful of publishes, not hundreds. */
const BATCH = 20;

/**
 * Runs the CMS's due jobs (scheduled publish and unpublish, queued by the admin's "Schedule"
 * button with the time they are due): each publishes as the editor who scheduled it, so the
 * version history names them. Returns how many ran.
 */
export async function runDueCmsJobs(payload: Payload): Promise<number> {
  const result = await payload.jobs.run({ queue: "default", limit: BATCH });
  return Object.keys(result.jobStatus ?? {}).length;
}
