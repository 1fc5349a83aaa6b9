import type { Kysely } from "kysely";
import { OUTCOME_NOTE_MAX_LENGTH, type ContactOutcome } from "@/lib/leads/contact-outcomes";
import type { Database } from "../db/schema";
import { recordStaffEvent, type Actor } from "./staff-event";
import { isOpenLead } from "./update";

/**
 * Records one contact with the buyer and what came of it, in the lead's timeline (who, when, the
 * outcome, an optional short note) and the audit log (the outcome, never the note: it may name
 * people). False when the lead does not exist, is a repeat, or was erased.
 */
export async function logContactOutcome(
  db: Kysely<Database>,
  rootId: string,
  outcome: ContactOutcome,
  actor: Actor,
  note?: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await isOpenLead(trx, rootId))) return false;
    await recordStaffEvent(trx, rootId, actor, {
      kind: "contact",
      action: "lead.contact_outcome",
      fields: { note: note?.trim().slice(0, OUTCOME_NOTE_MAX_LENGTH) || null, outcome },
      details: { outcome },
    });
    return true;
  });
}
