import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadStatus } from "@/lib/leads/statuses";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";

export interface Actor {
  id: string;
  name: string;
}

export const NOTE_MAX_LENGTH = 4000;

/** Moves a person's lead to a new status and records who did it; a no-op when unchanged. */
export async function changeLeadStatus(
  db: Kysely<Database>,
  rootId: string,
  status: LeadStatus,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("registrations")
      .select(["status", "duplicate_of"])
      .where("id", "=", rootId)
      .executeTakeFirst();
    if (!lead || lead.duplicate_of || lead.status === status) return false;
    const at = new Date().toISOString();
    await trx.updateTable("registrations").set({ status }).where("id", "=", rootId).execute();
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        registration_id: rootId,
        at,
        actor_id: actor.id,
        actor_name: actor.name,
        kind: "status",
        from_status: lead.status,
        to_status: status,
        note: null,
      })
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actor.id}`,
      action: "lead.status",
      entity: "registration",
      entityId: rootId,
      details: { from: lead.status, to: status },
    });
    return true;
  });
}

export async function addLeadNote(
  db: Kysely<Database>,
  rootId: string,
  note: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("registrations")
      .select(["duplicate_of", "erased_at"])
      .where("id", "=", rootId)
      .executeTakeFirst();
    if (!lead || lead.duplicate_of || lead.erased_at) return false;
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        registration_id: rootId,
        at: new Date().toISOString(),
        actor_id: actor.id,
        actor_name: actor.name,
        kind: "note",
        from_status: null,
        to_status: null,
        note: note.slice(0, NOTE_MAX_LENGTH),
      })
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actor.id}`,
      action: "lead.note",
      entity: "registration",
      entityId: rootId,
    });
    return true;
  });
}
