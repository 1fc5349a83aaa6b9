import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";

export const STAFF_NAME_MAX_LENGTH = 120;

/** Stamps a successful sign-in on the person's profile (created if they have none yet). */
export async function recordSignIn(db: Kysely<Database>, staffId: string, at: Date): Promise<void> {
  const when = at.toISOString();
  await db
    .insertInto("staff_profiles")
    .values({ staff_id: staffId, last_sign_in_at: when })
    .onConflict((oc) => oc.column("staff_id").doUpdateSet({ last_sign_in_at: when }))
    .execute();
}

/** Each account's latest sign-in (ISO time); accounts that never signed in are absent. */
export async function lastSignIns(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("staff_profiles")
    .select(["staff_id", "last_sign_in_at"])
    .where("last_sign_in_at", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.staff_id, row.last_sign_in_at ?? ""]));
}

export type RenameOutcome =
  | { outcome: "renamed"; from: string; to: string }
  | { outcome: "unchanged"; name: string }
  | { outcome: "stale"; name: string }
  | { outcome: "missing" };

/**
 * Changes the name the desk shows for a staff member (in lead owners, timelines and the audit log).
 * `shown` is the name the form showed: if someone renamed the person meanwhile, nothing changes.
 * The audit entry keeps both names, so "renamed Ahmad to Ahmad Razak" still reads after later renames.
 */
export async function renameStaff(
  db: Kysely<Database>,
  { userId, name, shown }: { userId: string; name: string; shown?: string },
  actorId: string,
): Promise<RenameOutcome> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff_users")
      .select(["id", "name"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!member) return { outcome: "missing" };
    if (member.name === name) return { outcome: "unchanged", name };
    if (shown !== undefined && shown !== member.name) {
      return { outcome: "stale", name: member.name };
    }
    const updated = await trx
      .updateTable("staff_users")
      .set({ name, updatedAt: new Date().toISOString() })
      .where("id", "=", userId)
      .where("name", "=", member.name)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { outcome: "stale", name: member.name };
    await writeAudit(trx, {
      actor: `staff:${actorId}`,
      action: "staff.rename",
      entity: "staff",
      entityId: userId,
      // Staff names, not a buyer's data: the sentence needs the old one after it is gone.
      details: { from: member.name, to: name },
    });
    return { outcome: "renamed", from: member.name, to: name };
  });
}

/** Whether the person is emailed about their new and reopened leads (default yes). */
export async function leadAlertsWanted(db: Kysely<Database>, staffId: string): Promise<boolean> {
  const row = await db
    .selectFrom("staff_profiles")
    .select("lead_alerts")
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return Number(row?.lead_alerts ?? 1) === 1;
}

export async function setLeadAlerts(
  db: Kysely<Database>,
  staffId: string,
  wanted: boolean,
): Promise<void> {
  const value = wanted ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("staff_profiles")
      .values({ staff_id: staffId, lead_alerts: value })
      .onConflict((oc) => oc.column("staff_id").doUpdateSet({ lead_alerts: value }))
      .execute();
    await writeAudit(trx, {
      actor: `staff:${staffId}`,
      action: "staff.lead_alerts",
      entity: "staff",
      entityId: staffId,
      details: { to: wanted },
    });
  });
}
