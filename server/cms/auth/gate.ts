import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentStaff } from "@/server/auth/session";
import { can } from "@/server/access/policy";

/**
 * The door to /cms: someone not signed in goes to the desk's sign-in and comes back; a staff
 * member whose role does not edit content (sales, agents) is told so. The CMS's own sign-in
 * (server/cms/auth/desk-session.ts) makes the same decision for its API.
 */
export async function cmsEntrance(): Promise<"editor" | "refused"> {
  await headers();
  const staff = await currentStaff();
  if (!staff) redirect("/admin/sign-in?next=/cms");
  return can(staff, "content.edit") ? "editor" : "refused";
}
