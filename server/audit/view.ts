import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { writeAudit } from "./write";

/** Reopening a lead within this window (a save re-renders the page) is the same visit. */
export const VIEW_WINDOW_MS = 10 * 60 * 1000;

/**
 * Logs that a member of staff opened a lead, once per visit: the access log answers "who looked
 * at this buyer, and when", and a page re-rendered after each save would otherwise say it five times.
 */
export async function recordLeadView(
  db: Kysely<Database>,
  actor: string,
  leadId: string,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom("audit_log")
    .select("id")
    .where("entity", "=", "registration")
    .where("entity_id", "=", leadId)
    .where("action", "=", "lead.view")
    .where("actor", "=", actor)
    .where("at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  if (recent) return;
  await writeAudit(db, {
    actor,
    action: "lead.view",
    entity: "registration",
    entityId: leadId,
    at: now,
  });
}
