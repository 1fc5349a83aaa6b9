import type { Kysely } from "kysely";
import { OUTCOME_NOTE_MAX_LENGTH, type ContactOutcome } from "@/lib/leads/contact-outcomes";
import type { LostReason } from "@/lib/leads/lost-reasons";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "../db/schema";
import { guardedSet, recordStaffEvent, type Actor } from "./staff-event";
import { isOpenLead } from "./update";

/** One save of the call form: what came of the contact, the status and the next follow-up. */
export interface CallInput {
  /** Absent: no contact to log, only the status or follow-up changes. */
  outcome?: ContactOutcome;
  note?: string;
  status: LeadStatus;
  /** The status and follow-up the form showed: each part is written only if they still hold. */
  shownStatus: LeadStatus;
  followUp: string | null;
  shownFollowUp: string | null;
  /** Required when the status moves to Lost. */
  lostReason?: LostReason;
}

export type CallResult =
  | {
      outcome: "saved";
      contact?: ContactOutcome;
      status?: { from: LeadStatus; to: LeadStatus };
      followUp?: { from: string | null; to: string | null };
    }
  /** Nothing to log and the status and follow-up were already these. */
  | { outcome: "unchanged" }
  /** Someone changed the status or follow-up after the form was shown: nothing at all written. */
  | { outcome: "stale"; field: "status" | "follow_up"; status: LeadStatus; followUp: string | null }
  | { outcome: "lost_reason_required" }
  | { outcome: "missing" };

/** Ends the transaction without writing anything, carrying the value someone else saved. */
class StaleForm extends Error {
  constructor(readonly field: "status" | "follow_up") {
    super("stale form");
  }
}

/** Lost and spam leads need no call: a follow-up set before is cleared with the status. */
const noFollowUp = (status: LeadStatus) => status === "lost" || status === "spam";

/**
 * Logs a call (or chat, mail, meeting) with its outcome, the status it leads to, the next follow-up
 * and, for Lost, the reason: one transaction, all or nothing. The status and the follow-up are
 * each one conditional UPDATE on the value the form showed (guardedSet), so a stale form or two
 * people at once never overwrite each other unseen: if either part finds the lead changed, the
 * whole save is rolled back, the outcome included, and the form shows the new values.
 */
export async function logCall(
  db: Kysely<Database>,
  rootId: string,
  input: CallInput,
  actor: Actor,
): Promise<CallResult> {
  const movesToLost = input.status === "lost" && input.shownStatus !== "lost";
  if (movesToLost && !input.lostReason) return { outcome: "lost_reason_required" };
  const followUp = noFollowUp(input.status) ? null : input.followUp;
  try {
    return await db.transaction().execute(async (trx): Promise<CallResult> => {
      if (!(await isOpenLead(trx, rootId))) return { outcome: "missing" };
      const result: Extract<CallResult, { outcome: "saved" }> = { outcome: "saved" };
      if (input.outcome) {
        await recordStaffEvent(trx, rootId, actor, {
          kind: "contact",
          action: "lead.contact_outcome",
          fields: {
            note: input.note?.trim().slice(0, OUTCOME_NOTE_MAX_LENGTH) || null,
            outcome: input.outcome,
          },
          details: { outcome: input.outcome },
        });
        result.contact = input.outcome;
      }
      const status = await guardedSet<LeadStatus>(
        trx,
        rootId,
        "status",
        input.status,
        input.shownStatus,
      );
      if (status.outcome === "missing") return status;
      if (status.outcome === "stale") throw new StaleForm("status");
      if (status.outcome === "changed") {
        const reason = input.status === "lost" ? (input.lostReason ?? null) : null;
        // The reason belongs to the Lost status: written with it, cleared when the lead leaves it.
        await trx
          .updateTable("registrations")
          .set({ lost_reason: reason })
          .where("id", "=", rootId)
          .where("status", "=", input.status)
          .execute();
        await recordStaffEvent(trx, rootId, actor, {
          kind: "status",
          action: "lead.status",
          fields: { from_status: status.from, to_status: status.to, outcome: reason },
          details: { from: status.from, to: status.to, ...(reason ? { reason } : {}) },
        });
        result.status = { from: status.from, to: status.to };
      }
      // Moving to Lost clears the follow-up whatever the form showed for it.
      const shownFollowUp =
        noFollowUp(input.status) && status.outcome === "changed" ? undefined : input.shownFollowUp;
      const day = await guardedSet(trx, rootId, "follow_up_on", followUp, shownFollowUp);
      if (day.outcome === "stale") throw new StaleForm("follow_up");
      if (day.outcome === "changed") {
        await recordStaffEvent(trx, rootId, actor, {
          kind: "follow_up",
          action: "lead.follow_up",
          fields: { from_date: day.from, to_date: day.to },
          details: { from: day.from, to: day.to },
        });
        result.followUp = { from: day.from, to: day.to };
      }
      if (!result.contact && !result.status && !result.followUp) return { outcome: "unchanged" };
      return result;
    });
  } catch (error) {
    if (!(error instanceof StaleForm)) throw error;
    const now = await db
      .selectFrom("registrations")
      .select(["status", "follow_up_on"])
      .where("id", "=", rootId)
      .executeTakeFirst();
    if (!now) return { outcome: "missing" };
    return {
      outcome: "stale",
      field: error.field,
      status: now.status as LeadStatus,
      followUp: now.follow_up_on,
    };
  }
}
