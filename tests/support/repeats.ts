import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";

/**
 * Gives a person `count` repeat registrations, one a minute after their first, all in the past (a
 * first registration too recent for that is moved back: no test's data may lie in the future of
 * another's, as a shared e2e database would show), each with its "registered again" timeline entry and one unit type, written straight into the tables in
 * batches (a scanner's flood, in seconds rather than through the form). Returns the repeats' ids,
 * oldest first.
 */
export async function seedRepeats(
  db: Kysely<Database>,
  rootId: string,
  count: number,
): Promise<string[]> {
  const root = await db
    .selectFrom("registrations")
    .selectAll()
    .where("id", "=", rootId)
    .executeTakeFirstOrThrow();
  const start = Math.min(Date.parse(root.created_at), Date.now() - (count + 1) * 60_000);
  if (start !== Date.parse(root.created_at)) {
    root.created_at = new Date(start).toISOString();
    await db
      .updateTable("registrations")
      .set({ created_at: root.created_at, latest_at: root.created_at })
      .where("id", "=", rootId)
      .execute();
  }
  const ids: string[] = [];
  const batch = 250;
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, k) => {
      const i = from + k + 1;
      const at = new Date(start + i * 60_000).toISOString();
      const id = `${rootId.slice(0, 24)}${String(i).padStart(12, "0")}`;
      ids.push(id);
      return { id, at };
    });
    await db
      .insertInto("registrations")
      .values(
        rows.map(({ id, at }) => ({
          ...root,
          id,
          created_at: at,
          latest_at: at,
          duplicate_of: rootId,
          submission_key: null,
          submission_hash: null,
          repeat_count: 0,
          owner_id: null,
          follow_up_on: null,
          reopened_by: null,
          reopened_from: null,
        })),
      )
      .execute();
    await db
      .insertInto("registration_unit_types")
      .values(rows.map(({ id }, k) => ({ registration_id: id, unit_type: k % 2 ? "A1" : "D5" })))
      .execute();
    await db
      .insertInto("lead_events")
      .values(
        rows.map(({ id, at }) => ({
          id: `e${id.slice(1)}`,
          registration_id: rootId,
          at,
          actor_id: null,
          actor_name: "Buyer",
          kind: "registered" as const,
          from_status: null,
          to_status: null,
          note: null,
        })),
      )
      .execute();
  }
  const last = new Date(start + count * 60_000).toISOString();
  await db
    .updateTable("registrations")
    .set((eb) => ({ repeat_count: eb("repeat_count", "+", count), latest_at: last }))
    .where("id", "=", rootId)
    .execute();
  return ids;
}
