import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { ballotAuditActor, lockBallot } from "./ballot-row";
import { personLead } from "../leads/person-lead";
import { newReference } from "./reference";

export interface EnterRequest {
  /** Any of the person's registrations; the entry is their first one's. */
  leadId: string;
  /** The staff member entering a walk-in (`staff_users.id`); null when the buyer enters. */
  enteredBy: string | null;
  /** The language of the buyer's result mail; the person's registration language when absent. */
  locale?: Locale;
}

export type EnterResult =
  | { ok: true; reference: string; created: boolean }
  | { ok: false; error: "lead-not-found" | "closed" };

/** A new reference colliding with a taken one is rare (a few thousand of 890 million); ten is plenty. */
const MAX_TRIES = 10;

async function referenceOf(trx: Kysely<Database>, leadId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom("ballot_entries")
    .select("reference")
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return row?.reference;
}

/**
 * Enters a person in the ballot, once: whatever they send twice, from whichever registration, they
 * get the one reference (after the commit too). A new entry must not slip in beside the commit, so
 * the transaction first takes the ballot row while it is open (ballot-row.ts) and only then
 * inserts; `lead_id` is unique, and the insert does nothing on any conflict: then either the
 * person is in already or the random reference was taken, and another is drawn.
 */
export async function enterBallot(
  db: Kysely<Database>,
  request: EnterRequest,
  now = new Date(),
): Promise<EnterResult> {
  return db.transaction().execute(async (trx): Promise<EnterResult> => {
    const person = await personLead(trx, request.leadId);
    if (!person) return { ok: false, error: "lead-not-found" };
    if (!(await lockBallot(trx, ["open"], now))) {
      const reference = await referenceOf(trx, person.id);
      return reference ? { ok: true, reference, created: false } : { ok: false, error: "closed" };
    }
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const reference = newReference();
      const inserted = await trx
        .insertInto("ballot_entries")
        .values({
          reference,
          lead_id: person.id,
          created_at: now.toISOString(),
          entered_by: request.enteredBy,
          locale: request.locale ?? person.locale,
          position: null,
          slot_start: null,
          queue_rank: null,
          table_no: null,
          called_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await writeAudit(trx, {
          actor: ballotAuditActor(request.enteredBy ? { id: request.enteredBy } : null),
          action: "ballot.enter",
          entity: "ballot_entry",
          entityId: reference,
          details: { lead: person.id, by: request.enteredBy ? "staff" : "buyer" },
          at: now,
        });
        return { ok: true, reference, created: true };
      }
      const existing = await referenceOf(trx, person.id);
      if (existing) return { ok: true, reference: existing, created: false };
    }
    throw new Error(`no free ballot reference after ${MAX_TRIES} tries`);
  });
}
