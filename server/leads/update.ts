import type { Kysely } from "kysely";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { guardedSet, recordStaffEvent, type Actor } from "./staff-event";

export type { Actor };

export const NOTE_MAX_LENGTH = 4000;

/** What a status save did: the history and the message on the form follow from it. */
export type StatusChange =
  | { outcome: "changed"; from: LeadStatus; to: LeadStatus }
  /** The lead already had that status: nothing written. */
  | { outcome: "unchanged"; status: LeadStatus }
  /** Someone changed the status after the form was shown: nothing written, `status` is theirs. */
  | { outcome: "stale"; status: LeadStatus }
  | { outcome: "missing" };

/**
 * Moves a person's lead to a new status and records who did it. `shown` is the status the form
 * displayed: the update only happens if the lead still has it (compare and set, one statement), so
 * a stale form or two people saving at once never write a change from a status the lead no longer
 * had. Without `shown` (scripts, tests) the status read in this transaction is the one compared.
 */
export async function changeLeadStatus(
  db: Kysely<Database>,
  rootId: string,
  status: LeadStatus,
  actor: Actor,
  shown?: LeadStatus,
): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const set = await guardedSet<LeadStatus>(trx, rootId, "status", status, shown);
    if (set.outcome === "missing") return set;
    if (set.outcome !== "changed") return { outcome: set.outcome, status: set.value };
    await recordStaffEvent(trx, rootId, actor, {
      kind: "status",
      action: "lead.status",
      fields: { from_status: set.from, to_status: status },
      details: { from: set.from, to: status },
    });
    return set;
  });
}

export async function addLeadNote(
  db: Kysely<Database>,
  rootId: string,
  note: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await isOpenLead(trx, rootId))) return false;
    await recordStaffEvent(trx, rootId, actor, {
      kind: "note",
      action: "lead.note",
      fields: { note: note.slice(0, NOTE_MAX_LENGTH) },
    });
    return true;
  });
}

/** A person's lead that staff may still write to: it exists, is not a repeat, and is not erased. */
export async function isOpenLead(trx: Kysely<Database>, rootId: string): Promise<boolean> {
  const lead = await trx
    .selectFrom("registrations")
    .select(["duplicate_of", "erased_at"])
    .where("id", "=", rootId)
    .executeTakeFirst();
  return Boolean(lead && !lead.duplicate_of && !lead.erased_at);
}
