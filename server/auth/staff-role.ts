import { sql, type Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { isStaffRole, type StaffRole } from "./roles";

export interface RoleChangeRequest {
  userId: string;
  role: StaffRole;
  /** The role the form showed; a different stored role means someone changed it meanwhile. */
  shown?: StaffRole;
  /** The admin confirmed this change (the second step of the form). */
  confirmed: boolean;
}

export type RoleChange =
  | { outcome: "changed"; name: string; from: StaffRole; to: StaffRole }
  | { outcome: "confirm"; name: string; from: StaffRole; to: StaffRole }
  | { outcome: "unchanged"; name: string; role: StaffRole }
  | { outcome: "stale"; name: string; role: StaffRole }
  | { outcome: "last-admin"; name: string }
  | { outcome: "missing" };

const roleOf = (value: string | null): StaffRole => (isStaffRole(value) ? value : "sales");

/**
 * Changes a staff member's role after the admin confirmed it. Refuses to take the role from the
 * last active admin: the desk must keep someone who can manage staff. On PostgreSQL the admin rows
 * are locked first, so two admins demoting each other at the same moment cannot both count the
 * other as the one who remains; SQLite's write transactions run one at a time anyway.
 */
export async function changeStaffRole(
  db: Kysely<Database>,
  request: RoleChangeRequest,
  actorId: string,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select id from staff_users where role = 'admin' order by id for update`.execute(
        trx,
      );
    }
    const member = await trx
      .selectFrom("staff_users")
      .select(["id", "name", "role"])
      .where("id", "=", request.userId)
      .executeTakeFirst();
    if (!member) return { outcome: "missing" };
    const { name } = member;
    const from = roleOf(member.role);
    const to = request.role;
    if (from === to) return { outcome: "unchanged", name, role: from };
    if (request.shown && request.shown !== from) return { outcome: "stale", name, role: from };
    if (from === "admin") {
      const others = await trx
        .selectFrom("staff_users")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("role", "=", "admin")
        .where("id", "!=", member.id)
        .where(sql<boolean>`not coalesce(banned, false)`)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) return { outcome: "last-admin", name };
    }
    if (!request.confirmed) return { outcome: "confirm", name, from, to };
    await trx
      .updateTable("staff_users")
      .set({ role: to, updatedAt: new Date().toISOString() })
      .where("id", "=", member.id)
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actorId}`,
      action: "staff.role",
      entity: "staff",
      entityId: member.id,
      details: { from, to },
    });
    return { outcome: "changed", name, from, to };
  });
}
