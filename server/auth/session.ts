import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getAuth } from ".";
import { can } from "../access/policy";
import { isStaffRole, type StaffRole } from "./roles";

export interface Staff {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

async function sessionFrom(requestHeaders: Headers): Promise<Staff | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, name, email, role } = session.user;
  return { id, name, email, role: isStaffRole(role) ? role : "sales" };
}

/** The signed-in staff member of this request, or null. Cached per request. */
export const currentStaff = cache(async (): Promise<Staff | null> => sessionFrom(await headers()));

/** For admin pages and server actions: the staff member, or off to the sign-in page. */
export async function requireStaff(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect("/admin/sign-in");
  return staff;
}

/** For what only admins may do (staff, agents, assignment rules, the audit log): `desk.manage`. */
export async function requireAdmin(): Promise<Staff> {
  const staff = await requireStaff();
  if (!can(staff, "desk.manage")) redirect("/admin?denied=1");
  return staff;
}

/** For admin route handlers, which answer 401 rather than redirect. */
export async function staffFromRequest(request: Request): Promise<Staff | null> {
  return sessionFrom(request.headers);
}

export const actorOf = (staff: Staff) => `staff:${staff.id}`;
