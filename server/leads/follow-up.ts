import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { guardedSet, recordStaffEvent, type Actor } from "./staff-event";

export type FollowUpChange =
  | { outcome: "changed"; from: string | null; to: string | null }
  | { outcome: "unchanged"; day: string | null }
  /** Someone changed the day after the form was shown: nothing written, `day` is theirs. */
  | { outcome: "stale"; day: string | null }
  | { outcome: "missing" };

/**
 * Sets (or clears, with null) a lead's next follow-up day, with an entry in the timeline and the
 * audit log. Like the status, only if the lead still has the day the form showed (`shown`): one
 * conditional UPDATE, so a stale page or two people at once never overwrite each other unseen.
 */
export async function setFollowUp(
  db: Kysely<Database>,
  rootId: string,
  day: string | null,
  actor: Actor,
  shown?: string | null,
): Promise<FollowUpChange> {
  return db.transaction().execute(async (trx) => {
    const set = await guardedSet(trx, rootId, "follow_up_on", day, shown);
    if (set.outcome === "missing") return set;
    if (set.outcome !== "changed") return { outcome: set.outcome, day: set.value };
    await recordStaffEvent(trx, rootId, actor, {
      kind: "follow_up",
      action: "lead.follow_up",
      fields: { from_date: set.from, to_date: day },
      details: { from: set.from, to: day },
    });
    return set;
  });
}
