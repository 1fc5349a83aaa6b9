import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { CANCELLED_BY_ERASURE } from "../outbox/cancelled";
import { ERASED_PAYLOAD } from "../outbox/gave-up";

/**
 * What an erased personal field holds. It is not an email or a phone number, so it never matches a
 * search, a repeat check or another erased person (the columns have no unique constraint, and this
 * placeholder would not be a real value if one were added), and it fits every column's length.
 */
export const TOMBSTONE = "[erased]";

/** Who erases: a staff member, or the retention job. */
export interface ErasureActor {
  /** For the audit log: `staff:<id>` or `system:retention`. */
  audit: string;
  /** For the lead timeline. */
  staffId: string | null;
  name: string;
}

export interface ErasureResult {
  people: number;
  registrations: number;
  notes: number;
  messagesCancelled: number;
  messagesBlanked: number;
}

/** A referrer keeps only its site (https://www.facebook.com): the path and query can name a person. */
export function referrerOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** A landing page keeps only its path (/ms/register): the query string can carry an email or name. */
export function landingPath(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value, "http://landing.invalid").pathname.slice(0, 500);
  } catch {
    return null;
  }
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

async function eraseInTransaction(
  trx: Transaction<Database>,
  rootIds: string[],
  actor: ErasureActor,
  at: string,
): Promise<ErasureResult> {
  const rows = await trx
    .selectFrom("registrations")
    .select(["id", "duplicate_of", "referrer", "landing_page"])
    .where((eb) => eb.or([eb("id", "in", rootIds), eb("duplicate_of", "in", rootIds)]))
    .execute();
  const ids = rows.map((row) => row.id);
  if (!ids.length) {
    return { people: 0, registrations: 0, notes: 0, messagesCancelled: 0, messagesBlanked: 0 };
  }

  // Personal fields become the tombstone. Kept for the dashboard's counts and the sales history:
  // channel, locale, unit types, dates, source, status, consent versions, UTM source/medium/campaign
  // (campaign names, not people). UTM term and content are free text a link can fill with anything.
  for (const row of rows) {
    await trx
      .updateTable("registrations")
      .set({
        full_name: TOMBSTONE,
        email: TOMBSTONE,
        email_normalized: TOMBSTONE,
        contact_raw: TOMBSTONE,
        contact_e164: TOMBSTONE,
        address: TOMBSTONE,
        utm_term: null,
        utm_content: null,
        // Click ids and Meta's cookies tie the person to an ad click: gone too.
        gclid: null,
        gbraid: null,
        wbraid: null,
        fbclid: null,
        fbp: null,
        fbc: null,
        meta_lead_id: null,
        referrer: referrerOrigin(row.referrer),
        landing_page: landingPath(row.landing_page),
        erased_at: at,
      })
      .where("id", "=", row.id)
      .execute();
  }

  // The keys a new registration would recognise them by are their phone number and email: gone too,
  // so someone registering with them later starts afresh.
  await trx
    .deleteFrom("person_keys")
    .where("first_id", "in", [...new Set(rows.map((row) => row.duplicate_of ?? row.id))])
    .execute();

  // Notes are free text about the person; the events stay so the timeline keeps its shape.
  const notes = await trx
    .updateTable("lead_events")
    .set({ note: TOMBSTONE })
    .where("registration_id", "in", ids)
    .where("note", "is not", null)
    .where("note", "!=", TOMBSTONE)
    .executeTakeFirst();

  // Corrections of contact details keep their values before and after in the audit log: the
  // record of the correction stays, the values go.
  await trx
    .updateTable("audit_log")
    .set({ details: JSON.stringify({ erased: true }) })
    .where("action", "=", "lead.contact_details")
    .where("entity_id", "in", rootIds)
    .execute();

  // Mail not yet sent would carry the old name and address: it is cancelled. Every body is blanked.
  const cancelled = await trx
    .updateTable("outbox")
    .set({
      status: "failed",
      failed_at: at,
      locked_until: null,
      last_error: CANCELLED_BY_ERASURE,
    })
    .where("registration_id", "in", ids)
    .where("status", "=", "pending")
    .executeTakeFirst();
  const blanked = await trx
    .updateTable("outbox")
    .set({ payload: ERASED_PAYLOAD })
    .where("registration_id", "in", ids)
    .where("payload", "!=", ERASED_PAYLOAD)
    .executeTakeFirst();

  const roots = [...new Set(rows.map((row) => row.duplicate_of ?? row.id))];
  await trx
    .insertInto("lead_events")
    .values(
      roots.map((registration_id) => ({
        id: randomUUID(),
        registration_id,
        at,
        actor_id: actor.staffId,
        actor_name: actor.name,
        kind: "erased" as const,
        from_status: null,
        to_status: null,
        note: null,
      })),
    )
    .execute();

  return {
    people: roots.length,
    registrations: ids.length,
    notes: Number(notes.numUpdatedRows),
    messagesCancelled: Number(cancelled.numUpdatedRows),
    messagesBlanked: Number(blanked.numUpdatedRows),
  };
}

/**
 * Erases the people whose groups start at these first registrations, in one transaction: personal
 * fields become the tombstone, notes are blanked, messages cancelled and blanked. The audit entry
 * holds ids and counts only.
 */
export async function erasePeople(
  db: Kysely<Database>,
  rootIds: string[],
  actor: ErasureActor,
  now = new Date(),
): Promise<ErasureResult> {
  const at = now.toISOString();
  const unique = [...new Set(rootIds)];
  if (!unique.length) {
    return { people: 0, registrations: 0, notes: 0, messagesCancelled: 0, messagesBlanked: 0 };
  }
  return db.transaction().execute(async (trx) => {
    const totals: ErasureResult = {
      people: 0,
      registrations: 0,
      notes: 0,
      messagesCancelled: 0,
      messagesBlanked: 0,
    };
    // Kept under both databases' limits on bound parameters, however many people one call erases.
    for (const batch of chunks(unique, 500)) {
      const result = await eraseInTransaction(trx, batch, actor, at);
      for (const key of Object.keys(totals) as (keyof ErasureResult)[]) {
        totals[key] += result[key];
      }
    }
    await writeAudit(trx, {
      actor: actor.audit,
      action: "privacy.erase",
      entity: "registration",
      entityId: unique.length === 1 ? unique[0] : null,
      details: { firstRegistrationIds: unique, ...totals },
    });
    return totals;
  });
}
