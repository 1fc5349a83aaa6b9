import { getAuth } from "@/server/auth";
import { can } from "@/server/access/policy";
import { isStaffRole, type StaffRole } from "@/server/auth/roles";

export interface DeskEditor {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** The staff member behind these request headers, if their role may edit the site's content. */
export async function deskEditor(headers: Headers): Promise<DeskEditor | null> {
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  const { id, name, email, role } = session.user;
  const staff = { id, name, email, role: isStaffRole(role) ? role : "sales" } as DeskEditor;
  return can(staff, "content.edit") ? staff : null;
}
