"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { contactOutcomeLabels, contactOutcomes } from "@/lib/leads/contact-outcomes";
import { MAX_FOLLOW_UP_DAYS } from "@/lib/leads/follow-up";
import { lostReasonLabels, lostReasons } from "@/lib/leads/lost-reasons";
import { leadStatuses, leadStatusLabels } from "@/lib/leads/statuses";
import { addDays, formatDay, isDay, malaysiaDay } from "@/lib/time/malaysia";
import { requirePermission } from "../access/guard";
import { LEAD_NOT_FOUND, leadToChange } from "../access/lead-guard";
import { getDb } from "../db/client";
import { logCall } from "./log-call";

export interface CallFormState {
  message?: string;
  error?: string;
  /** Which field the error is about, for aria-invalid. */
  field?: "followUp" | "lostReason" | "note";
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const dayField = z
  .string()
  .refine((value) => value === "" || isDay(value), "Choose a day.")
  .transform((value) => value || null);

const callInput = z.object({
  id: z.uuid(),
  outcome: optional(z.enum(contactOutcomes)),
  note: optional(z.string().trim().max(300, "Keep the note under 300 characters.")),
  status: z.enum(leadStatuses),
  shownStatus: z.enum(leadStatuses),
  followUp: dayField,
  shownFollowUp: dayField,
  lostReason: optional(z.enum(lostReasons)),
});

const said = (day: string | null) => (day ? formatDay(day) : "none");

/** The lead page's one form: outcome, status, next follow-up and Lost reason in one save. */
export async function logCallAction(_: CallFormState, form: FormData): Promise<CallFormState> {
  const staff = await requirePermission("leads.view");
  const read = (name: string) => form.get(name) ?? "";
  const parsed = callInput.safeParse({
    id: read("id"),
    outcome: read("outcome"),
    note: read("note"),
    status: read("status"),
    shownStatus: read("shownStatus"),
    followUp: read("followUp"),
    shownFollowUp: read("shownFollowUp"),
    lostReason: read("lostReason"),
  });
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path[0];
    if (path === "note") return { error: "Keep the note under 300 characters.", field: "note" };
    if (path === "followUp")
      return { error: "Choose a day for the next follow-up.", field: "followUp" };
    return { error: "Not saved: choose an outcome, a status and a reason from the lists." };
  }
  const { followUp, outcome, note, status, shownStatus, shownFollowUp, lostReason } = parsed.data;
  const rest = { outcome, note, status, shownStatus, shownFollowUp, lostReason };
  const today = malaysiaDay(new Date());
  const closing = rest.status === "lost" || rest.status === "spam";
  // An overdue day left as it was is no new choice: the call is still logged.
  if (!closing && followUp && followUp !== rest.shownFollowUp && followUp < today)
    return { error: "Choose today or a later day for the next follow-up.", field: "followUp" };
  if (!closing && followUp && followUp > addDays(today, MAX_FOLLOW_UP_DAYS))
    return { error: "Choose a follow-up within the next two years.", field: "followUp" };
  const db = getDb();
  // Only a lead the viewer may work; a pool lead becomes theirs (server/access/lead-guard.ts).
  const id = await leadToChange(db, staff, parsed.data.id);
  if (!id) return { error: LEAD_NOT_FOUND };
  const result = await logCall(db, id, { ...rest, followUp }, staff);
  revalidatePath(`/admin/leads/${id}`);
  switch (result.outcome) {
    case "saved": {
      const parts = [
        result.contact && `Logged: ${contactOutcomeLabels[result.contact]}.`,
        result.status &&
          `Status saved: ${leadStatusLabels[result.status.from]} → ${leadStatusLabels[result.status.to]}${
            result.status.to === "lost" && rest.lostReason
              ? ` (${lostReasonLabels[rest.lostReason]})`
              : ""
          }.`,
        result.followUp &&
          (result.followUp.to
            ? `Next follow-up: ${formatDay(result.followUp.to)}.`
            : "Follow-up cleared."),
      ];
      return { message: parts.filter(Boolean).join(" ") };
    }
    case "unchanged":
      return { message: "Nothing to save: choose an outcome, or change the status or follow-up." };
    case "lost_reason_required":
      return { error: "Choose why the lead was lost.", field: "lostReason" };
    case "stale":
      return {
        error: `Not saved: someone changed the ${
          result.field === "status"
            ? `status to ${leadStatusLabels[result.status]}`
            : `follow-up to ${said(result.followUp)}`
        } meanwhile. It shows now; save again if your call should still be logged.`,
      };
    case "missing":
      return { error: "A call cannot be logged on this lead." };
  }
}
