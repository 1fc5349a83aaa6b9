"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requirePermission } from "../access/guard";
import { leadForViewer } from "../access/leads";
import { can } from "../access/policy";
import { listStaff } from "../auth/staff";
import { getDb } from "../db/client";
import { assignLeads, type AssignResult } from "./assign";

export interface OwnerActionState {
  message?: string;
  error?: string;
}

/** A staff id, or "" / "none" for nobody. */
const ownerField = z
  .union([z.uuid(), z.literal(""), z.literal("none")])
  .transform((v) => (v === "" || v === "none" ? null : v));

const one = z.object({ id: z.uuid(), owner: ownerField, shown: ownerField });
// A page of the list holds 50 leads; a few pages' worth of ids is the most a form sends.
const many = z.object({ ids: z.array(z.uuid()).min(1).max(200), owner: ownerField });

const ONLY_ADMINS = "Only admins assign leads to others.";

async function nameOf(id: string | null): Promise<string> {
  if (!id) return "nobody";
  return (await listStaff(getDb())).find((member) => member.id === id)?.name ?? "that account";
}

const leadsWord = (n: number) => (n === 1 ? "1 lead" : `${n} leads`);

async function bulkMessage(result: AssignResult, owner: string | null): Promise<OwnerActionState> {
  if (result.badOwner) return { error: "That account is disabled or gone: choose someone else." };
  const parts: string[] = [];
  const who = await nameOf(owner);
  if (result.assigned)
    parts.push(
      owner
        ? `Assigned ${leadsWord(result.assigned)} to ${who}.`
        : `Unassigned ${leadsWord(result.assigned)}.`,
    );
  if (result.unchanged)
    parts.push(
      `${leadsWord(result.unchanged)} already ${result.unchanged === 1 ? "was" : "were"} ${owner ? `${who}'s` : "unassigned"}.`,
    );
  if (result.missing) parts.push(`${leadsWord(result.missing)} no longer exist.`);
  return { message: parts.join(" ") || "Nothing to save." };
}

/** The lead page's owner form (admins): one lead, refused if its owner changed since it was shown. */
export async function assignLeadAction(
  _: OwnerActionState,
  form: FormData,
): Promise<OwnerActionState> {
  const staff = await requirePermission("leads.view");
  if (!can(staff, "leads.assign")) return { error: ONLY_ADMINS };
  const parsed = one.safeParse({
    id: form.get("id"),
    owner: form.get("owner") ?? "",
    shown: form.get("shown") ?? "",
  });
  if (!parsed.success) return { error: "Choose who owns the lead." };
  const { id, owner, shown } = parsed.data;
  const result = await assignLeads(
    getDb(),
    { leadIds: [id], ownerId: owner, shownOwnerId: shown },
    staff,
  );
  revalidatePath(`/admin/leads/${id}`);
  if (result.badOwner) return { error: "That account is disabled or gone: choose someone else." };
  if (result.missing) return { error: "This lead no longer exists." };
  if (result.taken)
    return {
      error:
        "Not saved: someone changed the owner meanwhile. It shows now; choose again if it should still change.",
    };
  const who = await nameOf(owner);
  if (result.unchanged)
    return {
      message: owner
        ? `Nothing to save: the lead is already ${who}'s.`
        : "Nothing to save: the lead is already unassigned.",
    };
  return { message: owner ? `Assigned to ${who}.` : "The lead is now unassigned." };
}

/** "Take this lead": anyone may make an unassigned lead their own. */
export async function takeLeadAction(
  _: OwnerActionState,
  form: FormData,
): Promise<OwnerActionState> {
  const staff = await requirePermission("leads.view");
  const parsed = z.uuid().safeParse(form.get("id"));
  if (!parsed.success) return { error: "This lead could not be found." };
  // A colleague's lead is not there for a salesperson, not "taken".
  if (!(await leadForViewer(getDb(), staff, parsed.data)))
    return { error: "This lead could not be found." };
  const result = await assignLeads(
    getDb(),
    { leadIds: [parsed.data], ownerId: staff.id, onlyUnassigned: true },
    staff,
  );
  revalidatePath(`/admin/leads/${parsed.data}`);
  if (result.assigned || result.unchanged) return { message: "The lead is yours." };
  if (result.taken) return { error: "Someone else took this lead a moment ago." };
  return { error: "This lead could not be taken." };
}

/** The list's "Assign to" form (admins): the ticked leads, whoever owned them. */
export async function bulkAssignAction(
  _: OwnerActionState,
  form: FormData,
): Promise<OwnerActionState> {
  const staff = await requirePermission("leads.view");
  if (!can(staff, "leads.assign")) return { error: ONLY_ADMINS };
  // A lead ticked both as a card (phone) and in the table (after a rotation) is one lead.
  const ids = [...new Set(form.getAll("ids"))];
  if (!ids.length) return { error: "Tick the leads to assign first." };
  const parsed = many.safeParse({ ids, owner: form.get("owner") ?? "" });
  if (!parsed.success) return { error: "Tick up to 200 leads and choose who gets them." };
  const result = await assignLeads(
    getDb(),
    { leadIds: parsed.data.ids, ownerId: parsed.data.owner },
    staff,
  );
  revalidatePath("/admin/leads");
  return bulkMessage(result, parsed.data.owner);
}
