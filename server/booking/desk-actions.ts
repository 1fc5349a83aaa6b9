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

/** Staff mark a visit attended or no-show. */
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
  await markVisit(db, id, outcome, staff.id);
  revalidatePath(PAGE);
  const back = String(form.get("back") ?? PAGE);
  redirect(back.startsWith("/admin/") ? back : PAGE);
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
