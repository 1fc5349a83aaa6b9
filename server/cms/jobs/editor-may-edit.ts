import type { Kysely } from "kysely";
import { can } from "../../access/policy";
import { banInForce } from "../../auth/disabled-account";
import { isStaffRole } from "../../auth/roles";
import type { Database } from "../../db/schema";

/**
 * Whether the staff member with this id may still edit the site's content now: an account that
 * exists, is not disabled, and whose role the desk's policy gives `content.edit`. Asked when a
 * publish they scheduled comes due, as they may have lost the role or the account since.
 */
export async function editorMayEdit(
  db: Kysely<Database>,
  staffId: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom("staff_users")
    .select(["role", "banned", "banExpires"])
    .where("id", "=", staffId)
    .executeTakeFirst();
  if (!row || !isStaffRole(row.role)) return false;
  return !banInForce(row, now) && can({ role: row.role }, "content.edit");
}
