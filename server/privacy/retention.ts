import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { erasePeople, type ErasureActor } from "./erase";

export const retentionActor: ErasureActor = {
  audit: "system:retention",
  staffId: null,
  name: "Retention job",
};

/** The moment before which a person's latest registration makes them due for anonymizing. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Anonymizes everyone whose latest registration (the group's `latest_at`) is older than the
 * retention period, a batch of people per transaction so a first run over years of leads never
 * holds one long lock. Returns counts only.
 */
export async function applyRetention(
  db: Kysely<Database>,
  months: number,
  now = new Date(),
  batchSize = 200,
): Promise<{ people: number; registrations: number }> {
  const cutoff = retentionCutoff(months, now).toISOString();
  const totals = { people: 0, registrations: 0 };
  for (;;) {
    const due = await db
      .selectFrom("registrations")
      .select("id")
      .where("duplicate_of", "is", null)
      .where("erased_at", "is", null)
      .where("latest_at", "<", cutoff)
      .orderBy("latest_at")
      .limit(batchSize)
      .execute();
    if (!due.length) return totals;
    const result = await erasePeople(
      db,
      due.map((row) => row.id),
      retentionActor,
      now,
    );
    totals.people += result.people;
    totals.registrations += result.registrations;
    if (due.length < batchSize) return totals;
  }
}
