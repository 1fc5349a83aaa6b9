import "server-only";
import { redirect } from "next/navigation";
import { isSameOrigin } from "../http/same-origin";
import { requireStaff, staffFromRequest, type Staff } from "../auth/session";
import { can, type Permission } from "./policy";

/** For desk pages and server actions: the staff member allowed to do this, or away they go. */
export async function requirePermission(permission: Permission): Promise<Staff> {
  const staff = await requireStaff();
  if (!can(staff, permission)) redirect("/admin?denied=1");
  return staff;
}

const noStore = { "Cache-Control": "no-store" };

export type Authorized =
  { staff: Staff; refusal?: undefined } | { staff?: undefined; refusal: Response };

/**
 * For staff route handlers (`/api/admin/…`, exports): the staff member, or the answer to send
 * instead: 403 for another site's post, 401 without a session, 403 without the permission.
 */
export async function authorizeRequest(
  request: Request,
  permission: Permission,
): Promise<Authorized> {
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request)) {
    return {
      refusal: Response.json(
        { error: "Refused: this request came from another site." },
        { status: 403, headers: noStore },
      ),
    };
  }
  const staff = await staffFromRequest(request);
  if (!staff) {
    return {
      refusal: Response.json(
        { error: "Sign in to the lead desk first." },
        { status: 401, headers: noStore },
      ),
    };
  }
  if (!can(staff, permission)) {
    return {
      refusal: Response.json(
        { error: "Your role does not allow this." },
        { status: 403, headers: noStore },
      ),
    };
  }
  return { staff };
}
