"use server";

import { writeAudit } from "../audit/write";
import { requirePermission } from "../access/guard";
import { actorOf } from "../auth/session";
import { getDb } from "../db/client";
import { erasePeople } from "./erase";
import { findPersonGroups, groupRegistrations, parsePersonKey } from "./find-person";
import { ERASE_CONFIRMATION, type RequestDeskState } from "./request-state";
import { malaysiaStamp } from "@/lib/time/malaysia";

const personOf = (form: FormData) => String(form.get("person") ?? "").slice(0, 254);

async function lookUp(form: FormData, lookup: number): Promise<RequestDeskState> {
  // The data-request desk is an admin's: a person's whole file is nobody else's to read.
  const staff = await requirePermission("privacy.desk");
  const person = personOf(form);
  const key = parsePersonKey(person);
  if (!key) {
    return { person, lookup, error: "Enter a full email address or a valid phone number." };
  }
  const db = getDb();
  const groups = await findPersonGroups(db, key);
  // Who looked whom up is part of answering a request; ids only, never the email or number.
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "privacy.lookup",
    entity: "registration",
    entityId: groups.length === 1 ? groups[0] : null,
    details: { matchedBy: key.kind, firstRegistrationIds: groups },
  });
  const rows = groups.length ? await groupRegistrations(db, groups) : [];
  return {
    person,
    lookup,
    people: groups.length,
    matches: rows.map((row) => ({
      id: row.id,
      firstRegistrationId: row.duplicate_of,
      createdAt: malaysiaStamp(row.created_at),
      name: row.full_name,
      email: row.email,
      contact: row.contact_raw,
      channel: row.channel,
      status: row.status,
    })),
  };
}

async function erase(previous: RequestDeskState, form: FormData): Promise<RequestDeskState> {
  // Erasure cannot be undone: an admin's act, like the rest of the data-request desk.
  const staff = await requirePermission("privacy.desk");
  const person = personOf(form);
  if (String(form.get("confirm") ?? "").trim() !== ERASE_CONFIRMATION) {
    return { ...previous, eraseError: `Type ${ERASE_CONFIRMATION} in capitals to confirm.` };
  }
  const key = parsePersonKey(person);
  const db = getDb();
  // Looked up again rather than trusting ids from the page: a registration that arrived since is erased too.
  const groups = key ? await findPersonGroups(db, key) : [];
  if (!groups.length) {
    return { eraseError: "Nobody with that email or phone number is on record any more." };
  }
  const erased = await erasePeople(db, groups, {
    audit: actorOf(staff),
    staffId: staff.id,
    name: staff.name,
  });
  return { erased };
}

/** The requests page's one action: `intent` says whether the form looks a person up or erases them. */
export async function requestDeskAction(
  previous: RequestDeskState,
  form: FormData,
): Promise<RequestDeskState> {
  if (form.get("intent") === "erase") return erase(previous, form);
  return lookUp(form, (previous.lookup ?? 0) + 1);
}
