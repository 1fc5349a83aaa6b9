import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database, LeadEventKind, LeadEventTable } from "../db/schema";
import { nextEventTime } from "./event-time";
import { isConversionStage } from "@/lib/conversions/stages";
import { queueStageConversions } from "../conversions/queue-stage";

export interface Actor {
  id: string;
  name: string;
}

/** The fields of a timeline entry that depend on its kind; the rest stay empty. */
type EventFields = Partial<
  Pick<LeadEventTable, "from_status" | "to_status" | "note" | "from_date" | "to_date" | "outcome">
>;

export interface StaffEvent {
  kind: LeadEventKind;
  /** The audit log's action (lib/audit/actions.ts). */
  action: string;
  fields?: EventFields;
  /** For the audit log: never personal data unless the action is a correction of it. */
  details?: Record<string, unknown>;
}

/**
 * What a member of staff did to a lead, in its timeline (who, when, what) and in the audit log,
 * within the caller's transaction: every change on the desk writes both or neither.
 */
export async function recordStaffEvent(
  trx: Kysely<Database>,
  rootId: string,
  actor: Actor,
  event: StaffEvent,
): Promise<void> {
  await trx
    .insertInto("lead_events")
    .values({
      id: randomUUID(),
      registration_id: rootId,
      at: await nextEventTime(trx, rootId),
      actor_id: actor.id,
      actor_name: actor.name,
      kind: event.kind,
      from_status: null,
      to_status: null,
      note: null,
      ...event.fields,
    })
    .execute();
  await writeAudit(trx, {
    actor: `staff:${actor.id}`,
    action: event.action,
    entity: "registration",
    entityId: rootId,
    details: event.details,
  });
}

/** A lead's field that staff set with compare and set: the value the form showed must still hold. */
type GuardedColumn = "status" | "follow_up_on";

export type GuardedSet<T> =
  | { outcome: "changed"; from: T; to: T }
  /** The lead already had that value: nothing written. */
  | { outcome: "unchanged"; value: T }
  /** Someone changed it after the form was shown: nothing written, `value` is theirs. */
  | { outcome: "stale"; value: T }
  | { outcome: "missing" };

/**
 * Sets one field of a person's lead only if it still holds the value the form showed (`shown`;
 * without it, the value read in this transaction): one conditional UPDATE, so a stale page or two
 * people saving at once never overwrite each other unseen, and a second save of the same value
 * changes nothing. Run inside the transaction that records the change.
 */
export async function guardedSet<T extends string | null>(
  trx: Kysely<Database>,
  rootId: string,
  column: GuardedColumn,
  value: T,
  shown?: T,
): Promise<GuardedSet<T>> {
  const read = async () =>
    (await trx
      .selectFrom("registrations")
      .select([column, "duplicate_of"])
      .where("id", "=", rootId)
      .executeTakeFirst()) as
      ({ duplicate_of: string | null } & Record<GuardedColumn, T>) | undefined;
  const lead = await read();
  if (!lead || lead.duplicate_of) return { outcome: "missing" };
  if (lead[column] === value) return { outcome: "unchanged", value };
  const from = shown === undefined ? lead[column] : shown;
  if (from === value) return { outcome: "stale", value: lead[column] };
  const updated = await trx
    .updateTable("registrations")
    .set({ [column]: value })
    .where("id", "=", rootId)
    .where(column, from === null ? "is" : "=", from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) {
    // A stage the ads learn from (Qualified, Visited, Booked) goes back to Google and Meta.
    if (column === "status" && isConversionStage(value))
      await queueStageConversions(trx, rootId, value);
    return { outcome: "changed", from, to: value };
  }
  const stored = (await read())?.[column] as T;
  return stored === value ? { outcome: "unchanged", value } : { outcome: "stale", value: stored };
}
