"use server";

import { revalidatePath, updateTag } from "next/cache";
import { redirect } from "next/navigation";
import { parseSettingsForm } from "@/lib/booking/settings-form";
import { requirePermission } from "../access/guard";
import { leadToChange } from "../access/lead-guard";
import { requireAdmin } from "../auth/session";
import { getDb } from "../db/client";
import { markVisit } from "./desk";
import { AVAILABILITY_TAG } from "./instance";
import { setAppointmentSettings } from "./settings";

const PAGE = "/admin/appointments";

/**
 * Staff mark a visit attended or no-show, then go back to the page they came from; a visit that
 * has not begun is refused, and the page says why (`?visit=early`).
 */
export async function markVisitAction(form: FormData): Promise<void> {
  const staff = await requirePermission("appointments.view");
  const id = String(form.get("id") ?? "");
  const outcome = form.get("outcome");
  if (outcome !== "attended" && outcome !== "no_show") return;
  const db = getDb();
  // Only a visit of a lead the viewer may work (a pool lead's visit makes the lead theirs).
  const visit = await db
    .selectFrom("bookings")
    .select("lead_id")
    .where("id", "=", id.slice(0, 100))
    .executeTakeFirst();
  if (!visit?.lead_id || !(await leadToChange(db, staff, visit.lead_id))) return;
  const result = await markVisit(db, id, outcome, staff);
  revalidatePath(PAGE);
  const posted = String(form.get("back") ?? PAGE);
  const inDesk = posted === "/admin" || posted.startsWith("/admin/");
  const back = inDesk && !posted.includes("?") && !posted.includes("//") ? posted : PAGE;
  if (result.outcome === "marked") revalidatePath(back);
  redirect(result.outcome === "early" ? `${back}?visit=early#visits` : back);
}

/** Admins change hours, slot length, capacity and closed dates. */
export async function saveAppointmentSettings(form: FormData): Promise<void> {
  const admin = await requireAdmin();
  const parsed = parseSettingsForm(form);
  if (!parsed.ok) redirect(`${PAGE}?error=${encodeURIComponent(parsed.error)}#settings`);
  await setAppointmentSettings(getDb(), parsed.settings, admin.id);
  updateTag(AVAILABILITY_TAG);
  redirect(`${PAGE}?saved=1#settings`);
}
