"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireStaff } from "../auth/session";
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
  const staff = await requireStaff();
  const parsed = noteInput.safeParse({ id: form.get("id"), note: form.get("note") });
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? "The note could not be read." };
  const added = await addLeadNote(getDb(), parsed.data.id, parsed.data.note, staff);
  if (!added) return { error: "Notes cannot be added to this lead." };
  revalidatePath(`/admin/leads/${parsed.data.id}`);
  return { message: "Note added." };
}
