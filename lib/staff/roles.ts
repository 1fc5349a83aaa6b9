/** Names of the staff roles as the desk shows them (the roles themselves: server/auth/roles.ts). */
export const staffRoleLabels = {
  admin: "Admin",
  sales: "Sales",
  marketing: "Marketing",
  agent: "Agent",
} as const;
