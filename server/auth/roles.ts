import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

/**
 * Admins (the sales manager) see and change everything; sales staff work their own leads and the
 * unassigned pool; marketing sees content, campaigns and counts, no personal data; agents are
 * outside co-broke agents who sign in at `/agent` and see only their own buyers' progress. What
 * each may do is decided in server/access/policy.ts.
 */
export const staffRoles = ["admin", "sales", "marketing", "agent"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const accessControl = createAccessControl(defaultStatements);

export const roles = {
  admin: adminAc,
  sales: accessControl.newRole({ user: [], session: [] }),
  marketing: accessControl.newRole({ user: [], session: [] }),
  agent: accessControl.newRole({ user: [], session: [] }),
};

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.includes(value as StaffRole);
}
