import type { Kysely } from "kysely";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import type { ContactDetails } from "@/lib/leads/contact-details";
import type { Database } from "../db/schema";
import { recordStaffEvent, type Actor } from "./staff-event";

export type ContactCorrection =
  | { outcome: "changed"; fields: (keyof ContactDetails)[] }
  | { outcome: "unchanged" }
  /** The registration no longer has the values the form showed: nothing written. */
  | { outcome: "stale" }
  /** The new number or email is how another person is recognised: nothing written. */
  | { outcome: "taken"; field: "contact" | "email"; leadId: string; name: string }
  | { outcome: "missing" };

/** Rolls the transaction back when a new key belongs to someone else. */
class KeyTaken extends Error {
  constructor(readonly taken: Extract<ContactCorrection, { outcome: "taken" }>) {
    super("key taken");
  }
}

const fields = ["salutationId", "name", "contact", "email", "address"] as const;

/**
 * Corrects a buyer's contact details. The form shows the person's latest registration; `shown` is
 * what it showed (compare and set: any difference from the stored row and nothing is written).
 * Each changed value is replaced in every registration of the person that holds the old one, so
 * the list, the lead page, exports and dedupe all see one current value. A new number or email
 * becomes one of the person's keys (person_keys), the old one stops being one; a new value that is
 * already another person's key is refused. The timeline says who corrected; the audit log, which
 * only admins read, holds the values before and after (erasure blanks them).
 */
export async function correctContactDetails(
  db: Kysely<Database>,
  rootId: string,
  shown: ContactDetails,
  next: ContactDetails,
  actor: Actor,
): Promise<ContactCorrection> {
  try {
    return await db.transaction().execute((trx) => correct(trx, rootId, shown, next, actor));
  } catch (error) {
    if (error instanceof KeyTaken) return error.taken;
    throw error;
  }
}

async function correct(
  trx: Kysely<Database>,
  rootId: string,
  shown: ContactDetails,
  next: ContactDetails,
  actor: Actor,
): Promise<ContactCorrection> {
  const root = await trx
    .selectFrom("registrations")
    .select(["id", "created_at", "duplicate_of", "erased_at"])
    .where("id", "=", rootId)
    .executeTakeFirst();
  if (!root || root.duplicate_of || root.erased_at) return { outcome: "missing" };
  const latest = await trx
    .selectFrom("registrations")
    .select(["salutation_id", "full_name", "contact_raw", "contact_e164", "email", "address"])
    .where((eb) => eb.or([eb("id", "=", rootId), eb("duplicate_of", "=", rootId)]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const stored: ContactDetails = {
    salutationId: latest.salutation_id,
    name: latest.full_name,
    contact: latest.contact_raw,
    email: latest.email,
    address: latest.address,
  };
  if (fields.some((field) => stored[field] !== shown[field])) return { outcome: "stale" };
  const changed = fields.filter((field) => stored[field] !== next[field]);
  if (!changed.length) return { outcome: "unchanged" };

  const ofPerson = trx
    .updateTable("registrations")
    .where((eb) => eb.or([eb("id", "=", rootId), eb("duplicate_of", "=", rootId)]));

  const oldTel = latest.contact_e164;
  const newTel = toE164(next.contact) ?? next.contact;
  const oldMail = normalizeEmail(stored.email);
  const newMail = normalizeEmail(next.email);
  // New keys first: if one is someone else's, nothing has been changed yet.
  if (newTel !== oldTel) await claimKey(trx, `tel:${newTel}`, root, "contact");
  if (newMail !== oldMail) await claimKey(trx, `email:${newMail}`, root, "email");

  if (changed.includes("salutationId"))
    await ofPerson
      .set({ salutation_id: next.salutationId })
      .where("salutation_id", "=", stored.salutationId)
      .execute();
  if (changed.includes("name"))
    await ofPerson.set({ full_name: next.name }).where("full_name", "=", stored.name).execute();
  if (changed.includes("contact"))
    await ofPerson
      .set({ contact_raw: next.contact, contact_e164: newTel })
      .where("contact_e164", "=", oldTel)
      .execute();
  if (changed.includes("email"))
    await ofPerson
      .set({ email: next.email, email_normalized: newMail })
      .where("email_normalized", "=", oldMail)
      .execute();
  if (changed.includes("address"))
    await ofPerson.set({ address: next.address }).where("address", "=", stored.address).execute();
  // The old number or email no longer finds this person: it was a mistake, and may be someone else's.
  const dropped = [
    ...(newTel !== oldTel ? [`tel:${oldTel}`] : []),
    ...(newMail !== oldMail ? [`email:${oldMail}`] : []),
  ];
  if (dropped.length)
    await trx
      .deleteFrom("person_keys")
      .where("key", "in", dropped)
      .where("first_id", "=", rootId)
      .execute();

  const pick = (details: ContactDetails) =>
    Object.fromEntries(changed.map((field) => [field, details[field]]));
  await recordStaffEvent(trx, rootId, actor, {
    kind: "contact_edit",
    action: "lead.contact_details",
    details: { fields: changed, before: pick(stored), after: pick(next) },
  });
  return { outcome: "changed", fields: changed };
}

async function claimKey(
  trx: Kysely<Database>,
  key: string,
  root: { id: string; created_at: string },
  field: "contact" | "email",
): Promise<void> {
  await trx
    .insertInto("person_keys")
    .values({ key, first_id: root.id, first_at: root.created_at })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const owner = await trx
    .selectFrom("person_keys as k")
    .leftJoin("registrations as r", "r.id", "k.first_id")
    .select(["k.first_id", "r.full_name"])
    .where("k.key", "=", key)
    .executeTakeFirstOrThrow();
  if (owner.first_id !== root.id) {
    throw new KeyTaken({
      outcome: "taken",
      field,
      leadId: owner.first_id,
      name: owner.full_name ?? "another lead",
    });
  }
}
