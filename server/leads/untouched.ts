import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";

/** How long a lead may wait for someone on the desk before the dashboard counts it as untouched. */
export const UNTOUCHED_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * How far back the desk looks: leads waiting up to 30 days. An older lead nobody touched is cold
 * rather than waiting, and the bound keeps the count to one month of leads (at 100,000 leads on
 * SQLite, about 0.1 s instead of 1 s for every untouched lead there ever was).
 */
export const UNTOUCHED_WINDOW_DAYS = 30;

type Row = Database & { r: Database["registrations"] };

/**
 * Open leads (not Lost, spam or erased) whose person last registered between 24 hours and 30 days
 * before `now` and that no staff member has touched since: no status change, note, follow-up, assignment
 * by hand or contact outcome (any lead event with a staff actor). Events the site writes itself
 * (the round robin's assignment, "registered again") have no actor and do not count as a touch.
 * The probe reads lead_events_actor (registration, actor, time): one index seek per lead.
 */
export function untouchedSince(eb: ExpressionBuilder<Row, "r">, now: Date) {
  const cutoff = new Date(now.getTime() - UNTOUCHED_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - UNTOUCHED_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return eb.and([
    eb("r.latest_at", "<", cutoff),
    eb("r.latest_at", ">=", since.toISOString()),
    eb("r.status", "not in", ["lost", "spam"]),
    eb("r.erased_at", "is", null),
    eb.not(
      eb.exists(
        eb
          .selectFrom("lead_events as e")
          .select(sql`1`.as("one"))
          .whereRef("e.registration_id", "=", "r.id")
          .where("e.actor_id", "is not", null)
          .whereRef("e.at", ">=", "r.latest_at"),
      ),
    ),
  ]);
}
