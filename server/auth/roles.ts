import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

/** Admins manage staff; sales staff work the leads. Both read every lead. */
export const staffRoles = ["admin", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const accessControl = createAccessControl(defaultStatements);

export const roles = {
  admin: adminAc,
  sales: accessControl.newRole({ user: [], session: [] }),
};

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.includes(value as StaffRole);
}
