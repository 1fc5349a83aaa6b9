"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { parseContactDetails } from "@/lib/leads/contact-details";
import { manualLeadMessage } from "@/lib/leads/manual-lead";
import { requirePermission } from "../access/guard";
import { leadForViewer, ownsEnteredLeads } from "../access/leads";
import { LEAD_NOT_FOUND, leadToChange } from "../access/lead-guard";
import { getDb } from "../db/client";
import { env } from "../env";
import { leadChannels } from "../outbox/lead-channels";
import { getRegistrationStore } from "../registrations/store-instance";
import { correctContactDetails } from "./contact-details";
import { enterManualLead } from "./manual-entry";

export interface DeskFormState {
  message?: string;
  error?: string;
  /** Per field, a sentence for staff. */
  errors?: Record<string, string | undefined>;
  /** What was posted, to show again after a refusal (a form without JavaScript reloads). */
  values?: Record<string, string | string[]>;
  /** The lead a refused number or email belongs to. */
  conflictLeadId?: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

const postedValues = (form: FormData) => {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && !key.startsWith("$"))
      values[key] = key === "unitTypes" ? form.getAll(key).map(String) : value;
  return values;
};

export async function enterLeadAction(_: DeskFormState, form: FormData): Promise<DeskFormState> {
  const staff = await requirePermission("leads.enter");
  const db = getDb();
  const outcome = await enterManualLead(
    db,
    getRegistrationStore(),
    {
      salutationId: text(form, "salutationId"),
      name: text(form, "name"),
      contact: text(form, "contact"),
      email: text(form, "email"),
      address: text(form, "address"),
      channel: text(form, "channel"),
      unitTypes: form.getAll("unitTypes").filter((v) => typeof v === "string"),
      source: text(form, "source"),
      locale: text(form, "locale"),
      agent: text(form, "agent"),
      note: text(form, "note"),
      consent: text(form, "consent"),
    },
    staff,
    {
      formToken: text(form, "formToken"),
      targets: leadChannels(env),
      owns: ownsEnteredLeads(staff),
    },
  );
  if (outcome.kind === "invalid") {
    const errors = Object.fromEntries(
      Object.entries(outcome.errors).map(([field, key]) => [field, manualLeadMessage(key)]),
    );
    return {
      error: "Not saved: check the fields marked below.",
      errors,
      values: postedValues(form),
    };
  }
  revalidatePath("/admin/leads");
  // A buyer who is already a colleague's lead stays theirs: the entry joins it as a repeat, which
  // its owner sees, and this salesperson is told so without being shown the lead.
  if (!(await leadForViewer(db, staff, outcome.leadId)))
    return {
      message:
        "This buyer is already a colleague's lead (same mobile or email): your entry was added to it as a repeat registration, which their owner sees.",
    };
  redirect(`/admin/leads/${outcome.leadId}?entered=${outcome.id}`);
}

const fieldNames = {
  salutationId: "salutation",
  name: "name",
  contact: "mobile",
  email: "email",
  address: "address",
};

export async function correctContactAction(
  _: DeskFormState,
  form: FormData,
): Promise<DeskFormState> {
  const staff = await requirePermission("leads.view");
  const parsedId = z.uuid().safeParse(text(form, "id"));
  if (!parsedId.success) return { error: LEAD_NOT_FOUND };
  const db = getDb();
  const leadId = await leadToChange(db, staff, parsedId.data);
  if (!leadId) return { error: LEAD_NOT_FOUND };
  const id = { data: leadId };
  const read = (prefix: string) => ({
    salutationId: text(form, `${prefix}salutationId`),
    name: text(form, `${prefix}name`),
    contact: text(form, `${prefix}contact`),
    email: text(form, `${prefix}email`),
    address: text(form, `${prefix}address`) ?? "",
  });
  const next = parseContactDetails(read(""));
  if (!next.ok)
    return {
      error: "Not saved: check the fields marked below.",
      errors: next.errors,
      values: postedValues(form),
    };
  const shownRaw = read("shown_");
  const shown = {
    salutationId: Number(shownRaw.salutationId),
    name: shownRaw.name ?? "",
    contact: shownRaw.contact ?? "",
    email: shownRaw.email ?? "",
    address: shownRaw.address,
  };
  const result = await correctContactDetails(db, id.data, shown, next.details, staff);
  revalidatePath(`/admin/leads/${id.data}`);
  switch (result.outcome) {
    case "changed":
      return {
        message: `Contact details saved: ${result.fields.map((f) => fieldNames[f]).join(", ")} corrected.`,
      };
    case "unchanged":
      return { message: "Nothing to save: the contact details are already these." };
    case "stale":
      return {
        error:
          "Not saved: someone changed the contact details meanwhile. They show now; correct them again if needed.",
      };
    case "taken": {
      const what = result.field === "contact" ? "mobile number" : "email";
      // Named and linked only when the viewer may see that lead: a colleague's buyer stays unnamed.
      if (!(await leadForViewer(db, staff, result.leadId)))
        return {
          error: `Not saved: that ${what} belongs to a colleague's lead.`,
          errors: { [result.field]: `This ${what} is on a colleague's lead.` },
          values: postedValues(form),
        };
      return {
        error: `Not saved: that ${what} belongs to another lead, ${result.name}.`,
        conflictLeadId: result.leadId,
        errors: {
          [result.field]: `This ${result.field === "contact" ? "number" : "email"} is ${result.name}'s.`,
        },
        values: postedValues(form),
      };
    }
    case "missing":
      return { error: "The contact details of this lead cannot be changed." };
  }
}
