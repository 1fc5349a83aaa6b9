import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import { leadOwnerRoles } from "../access/leads";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import type { Actor } from "./update";
import { nextEventTimes } from "./event-time";

export interface AssignRequest {
  /** First registrations (one per person). */
  leadIds: string[];
  /** The new owner; null takes the owner away. */
  ownerId: string | null;
  /** Only leads that have no owner yet (a salesperson taking a lead). */
  onlyUnassigned?: boolean;
  /**
   * The owner the form showed (one lead): a lead whose owner changed since is left alone, so a
   * stale page never undoes someone else's assignment.
   */
  shownOwnerId?: string | null;
}

export interface AssignResult {
  assigned: number;
  /** Already had that owner. */
  unchanged: number;
  /** Owned by someone else when only unassigned leads (or the shown owner's) were to change. */
  taken: number;
  /** Not a lead (unknown id, or a repeat registration). */
  missing: number;
  /** The owner is not an active staff account: nothing was changed. */
  badOwner?: true;
}

/**
 * Gives leads an owner (or none) by hand, in one transaction: each changed lead gets an
 * "assigned" entry in its timeline and one in the audit log. The leads' rows are locked first on
 * PostgreSQL, so the owner each entry names as "from" is the one that was replaced, even while
 * others assign the same leads; SQLite runs one write transaction at a time.
 */
export async function assignLeads(
  db: Kysely<Database>,
  request: AssignRequest,
  actor: Actor,
): Promise<AssignResult> {
  const ids = [...new Set(request.leadIds)];
  const result: AssignResult = { assigned: 0, unchanged: 0, taken: 0, missing: 0 };
  if (!ids.length) return result;
  return db.transaction().execute(async (trx) => {
    const { ownerId } = request;
    if (ownerId) {
      const owner = await trx
        .selectFrom("staff_users")
        .select("banned")
        .where("id", "=", ownerId)
        .where("role", "in", [...leadOwnerRoles])
        .executeTakeFirst();
      if (!owner || owner.banned) return { ...result, badOwner: true };
    }
    const leads = await trx
      .selectFrom("registrations")
      .select(["id", "owner_id"])
      .where("id", "in", ids)
      .where("duplicate_of", "is", null)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .execute();
    result.missing = ids.length - leads.length;
    const changed = leads.filter((lead) => {
      if (lead.owner_id === ownerId) {
        result.unchanged += 1;
        return false;
      }
      const othersLead =
        (request.onlyUnassigned && lead.owner_id !== null) ||
        (request.shownOwnerId !== undefined && lead.owner_id !== request.shownOwnerId);
      if (othersLead) result.taken += 1;
      return !othersLead;
    });
    if (!changed.length) return result;

    await trx
      .updateTable("registrations")
      .set({ owner_id: ownerId })
      .where(
        "id",
        "in",
        changed.map((lead) => lead.id),
      )
      .execute();
    const times = await nextEventTimes(
      trx,
      changed.map((lead) => lead.id),
    );
    await trx
      .insertInto("lead_events")
      .values(
        changed.map((lead) => ({
          id: randomUUID(),
          registration_id: lead.id,
          at: times.get(lead.id) as string,
          actor_id: actor.id,
          actor_name: actor.name,
          kind: "assigned" as const,
          from_status: null,
          to_status: null,
          note: null,
          from_owner_id: lead.owner_id,
          to_owner_id: ownerId,
        })),
      )
      .execute();
    for (const lead of changed) {
      await writeAudit(trx, {
        actor: `staff:${actor.id}`,
        action: "lead.assign",
        entity: "registration",
        entityId: lead.id,
        details: { from: lead.owner_id, to: ownerId },
      });
    }
    result.assigned = changed.length;
    return result;
  });
}
