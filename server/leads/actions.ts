"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { LEAD_NOT_FOUND, leadToChange } from "../access/lead-guard";
import { requirePermission } from "../access/guard";
import { getDb } from "../db/client";
import { addLeadNote, NOTE_MAX_LENGTH } from "./update";

export interface LeadActionState {
  message?: string;
  error?: string;
}

// The status, follow-up and contact outcome are saved together by the call form (call-actions.ts).
const noteInput = z.object({
  id: z.uuid(),
  note: z
    .string()
    .trim()
    .min(1, "Write the note first.")
    .max(NOTE_MAX_LENGTH, `Keep a note under ${NOTE_MAX_LENGTH} characters.`),
});

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
