import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The time to stamp a new timeline entry of each lead with: now, or one millisecond after the
 * lead's latest entry when that is not earlier (two saves in the same millisecond, or a clock
 * that stepped back). A timeline reads newest first by time, so its order is the order things
 * happened in, on any instance.
 */
export async function nextEventTimes(
  trx: Kysely<Database>,
  rootIds: readonly string[],
): Promise<Map<string, string>> {
  const now = Date.now();
  const latest = rootIds.length
    ? await trx
        .selectFrom("lead_events")
        .select(["registration_id", (eb) => eb.fn.max("at").as("at")])
        .where("registration_id", "in", rootIds)
        .groupBy("registration_id")
        .execute()
    : [];
  const after = new Map(latest.map((row) => [row.registration_id, Date.parse(String(row.at))]));
  return new Map(
    rootIds.map((id) => {
      const last = after.get(id);
      const at = last !== undefined && last >= now ? last + 1 : now;
      return [id, new Date(at).toISOString()];
    }),
  );
}

export async function nextEventTime(trx: Kysely<Database>, rootId: string): Promise<string> {
  return (await nextEventTimes(trx, [rootId])).get(rootId) as string;
}
