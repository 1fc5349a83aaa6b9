import type { Kysely } from "kysely";
import { listStaff } from "../auth/staff";
import type { Database } from "../db/schema";
import { leadOwnerRoles, type LeadOwnerRole } from "../access/leads";

export interface OwnerOption {
  id: string;
  name: string;
  role: LeadOwnerRole;
  disabled: boolean;
}

/**
 * Staff accounts by name: who can own leads (active accounts), or with `includeDisabled` also
 * those who no longer work, whose leads an admin may need to find and hand on.
 */
export async function ownerOptions(
  db: Kysely<Database>,
  { includeDisabled = false }: { includeDisabled?: boolean } = {},
): Promise<OwnerOption[]> {
  const staff = await listStaff(db);
  return staff
    .filter((member) => includeDisabled || !member.disabled)
    .flatMap(({ id, name, role, disabled }) =>
      leadOwnerRoles.includes(role as LeadOwnerRole)
        ? [{ id, name, role: role as LeadOwnerRole, disabled }]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Open leads (not Lost or Spam) per owner, for the staff page. */
export async function openLeadCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("registrations")
    .select(["owner_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("duplicate_of", "is", null)
    .where("owner_id", "is not", null)
    .where("status", "not in", ["lost", "spam"])
    .groupBy("owner_id")
    .execute();
  return new Map(rows.map((row) => [row.owner_id ?? "", Number(row.n)]));
}
