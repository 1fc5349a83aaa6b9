"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { leadStatuses, leadStatusLabels } from "@/lib/leads/statuses";
import { LEAD_NOT_FOUND, leadToChange } from "../access/lead-guard";
import { requirePermission } from "../access/guard";
import { getDb } from "../db/client";
import { MAX_FOLLOW_UP_DAYS } from "@/lib/leads/follow-up";
import { setFollowUp } from "./follow-up";
import { addLeadNote, changeLeadStatus, NOTE_MAX_LENGTH } from "./update";
import { addDays, formatDay, isDay, malaysiaDay } from "@/lib/time/malaysia";

export interface LeadActionState {
  message?: string;
  error?: string;
}

const statusInput = z.object({
  id: z.uuid(),
  status: z.enum(leadStatuses),
  // The status the form showed; missing from forms rendered before it was added.
  shown: z.enum(leadStatuses).optional(),
});
const noteInput = z.object({
  id: z.uuid(),
  note: z
    .string()
    .trim()
    .min(1, "Write the note first.")
    .max(NOTE_MAX_LENGTH, `Keep a note under ${NOTE_MAX_LENGTH} characters.`),
});

export async function changeStatusAction(
  _: LeadActionState,
  form: FormData,
): Promise<LeadActionState> {
  const staff = await requirePermission("leads.view");
  const parsed = statusInput.safeParse({
    id: form.get("id"),
    status: form.get("status"),
    shown: form.get("shown") ?? undefined,
  });
  if (!parsed.success) return { error: "Choose one of the statuses." };
  const { status, shown } = parsed.data;
  const db = getDb();
  const id = await leadToChange(db, staff, parsed.data.id);
  if (!id) return { error: LEAD_NOT_FOUND };
  const result = await changeLeadStatus(db, id, status, staff, shown);
  revalidatePath(`/admin/leads/${id}`);
  switch (result.outcome) {
    case "changed":
      return {
        message: `Status saved: ${leadStatusLabels[result.from]} → ${leadStatusLabels[result.to]}.`,
      };
    case "unchanged":
      return {
        message: `Nothing to save: the status is already ${leadStatusLabels[result.status]}.`,
      };
    case "stale":
      return {
        error: `Not saved: someone changed the status to ${leadStatusLabels[result.status]} meanwhile. It shows now; choose again if it should still change.`,
      };
    case "missing":
      return { error: "This lead no longer exists." };
  }
}

export async function addNoteAction(_: LeadActionState, form: FormData): Promise<LeadActionState> {
  const staff = await requirePermission("leads.view");
  const parsed = noteInput.safeParse({ id: form.get("id"), note: form.get("note") });
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? "The note could not be read." };
  const db = getDb();
  const id = await leadToChange(db, staff, parsed.data.id);
  if (!id) return { error: LEAD_NOT_FOUND };
  const added = await addLeadNote(db, id, parsed.data.note, staff);
  if (!added) return { error: "Notes cannot be added to this lead." };
  revalidatePath(`/admin/leads/${id}`);
  return { message: "Note added." };
}

const dayField = z
  .string()
  .refine((value) => value === "" || isDay(value), "Choose a day.")
  .transform((value) => value || null);
const followUpInput = z.object({
  id: z.uuid(),
  day: dayField,
  shown: dayField,
  clear: z.string().optional(),
});

export async function setFollowUpAction(
  _: LeadActionState,
  form: FormData,
): Promise<LeadActionState> {
  const staff = await requirePermission("leads.view");
  const parsed = followUpInput.safeParse({
    id: form.get("id"),
    day: form.get("day") ?? "",
    shown: form.get("shown") ?? "",
    clear: form.get("clear") ?? undefined,
  });
  if (!parsed.success) return { error: "Choose a day for the next follow-up." };
  const { shown } = parsed.data;
  const day = parsed.data.clear ? null : parsed.data.day;
  const today = malaysiaDay(new Date());
  if (day && day < today) return { error: "Choose today or a later day." };
  if (day && day > addDays(today, MAX_FOLLOW_UP_DAYS))
    return { error: "Choose a day within the next two years." };
  if (!day && !parsed.data.clear) return { error: "Choose a day, or clear the follow-up." };
  const db = getDb();
  const id = await leadToChange(db, staff, parsed.data.id);
  if (!id) return { error: LEAD_NOT_FOUND };
  const result = await setFollowUp(db, id, day, staff, shown);
  revalidatePath(`/admin/leads/${id}`);
  const said = (value: string | null) => (value ? formatDay(value) : "none");
  switch (result.outcome) {
    case "changed":
      return { message: day ? `Next follow-up: ${formatDay(day)}.` : "Follow-up cleared." };
    case "unchanged":
      return { message: `Nothing to save: the next follow-up is already ${said(result.day)}.` };
    case "stale":
      return {
        error: `Not saved: someone changed the follow-up to ${said(result.day)} meanwhile. It shows now; choose again if it should still change.`,
      };
    case "missing":
      return { error: "This lead no longer exists." };
  }
}
