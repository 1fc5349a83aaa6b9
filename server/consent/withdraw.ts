import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { ConsentWithdrawalTable, Database } from "../db/schema";
import { CANCELLED_BY_WITHDRAWAL } from "../outbox/cancelled";
import { ERASED_PAYLOAD } from "../outbox/gave-up";
import { latestConsentAt } from "./latest-consent";
import { STOPPED_BY_WITHDRAWAL } from "./stopped-topics";

export type WithdrawalVia = ConsentWithdrawalTable["via"];

/** `withdrawn` now, `already` by an earlier click, `unknown`: no such registration. */
export type WithdrawOutcome = "withdrawn" | "already" | "unknown";

/** The person (first registration) behind any of their registrations; null when unknown. */
export async function rootOf(db: Kysely<Database>, registrationId: string): Promise<string | null> {
  const row = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  return row ? (row.duplicate_of ?? row.id) : null;
}

/**
 * Records that the person behind `registrationId` withdrew consent to be contacted, once while it
 * stands (a person who registered again since gave consent anew, and may withdraw it again): the
 * ledger row, a line on the lead's timeline, an audit entry with ids only, and their pending buyer
 * mails and conversions cancelled (failed, payload blanked, as an erasure cancels: never retried,
 * never counted as a failure). A message already claimed by a worker is stopped at sending
 * (server/consent/withdrawn-recipient.ts).
 */
export async function withdrawConsent(
  db: Kysely<Database>,
  registrationId: string,
  via: WithdrawalVia,
  now = new Date(),
): Promise<WithdrawOutcome> {
  const leadId = await rootOf(db, registrationId);
  if (!leadId) return "unknown";
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("consent_withdrawals")
      .values({ lead_id: leadId, withdrawn_at: at, via })
      .onConflict((oc) =>
        oc
          .column("lead_id")
          .doUpdateSet({ withdrawn_at: at, via })
          .where((eb) => eb("consent_withdrawals.withdrawn_at", "<", latestConsentAt(eb, leadId))),
      )
      .returning("lead_id")
      .executeTakeFirst();
    if (!inserted) return "already";
    const cancelled = await trx
      .updateTable("outbox")
      .set({
        status: "failed",
        failed_at: at,
        locked_until: null,
        last_error: CANCELLED_BY_WITHDRAWAL,
        payload: ERASED_PAYLOAD,
      })
      .where("status", "=", "pending")
      .where("topic", "in", STOPPED_BY_WITHDRAWAL)
      .where("registration_id", "in", (eb) =>
        eb
          .selectFrom("registrations")
          .select("id")
          .where((w) => w.or([w("id", "=", leadId), w("duplicate_of", "=", leadId)])),
      )
      .executeTakeFirst();
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        registration_id: leadId,
        at,
        actor_id: null,
        actor_name: "The buyer",
        kind: "consent",
        from_status: null,
        to_status: "withdrawn",
        note: null,
        outcome: via,
      })
      .execute();
    await writeAudit(trx, {
      actor: "public:unsubscribe",
      action: "consent.withdraw",
      entity: "registration",
      entityId: leadId,
      details: { via, messagesCancelled: Number(cancelled.numUpdatedRows) },
      at: now,
    });
    return "withdrawn";
  });
}

/**
 * When and how the person behind `registrationId` withdrew consent; undefined while they have
 * not, or once they registered again after it (consent given anew).
 */
export async function withdrawalOf(
  db: Kysely<Database>,
  registrationId: string,
): Promise<{ at: string; via: WithdrawalVia } | undefined> {
  const leadId = await rootOf(db, registrationId);
  if (!leadId) return undefined;
  const row = await db
    .selectFrom("consent_withdrawals")
    .select(["withdrawn_at", "via"])
    .where("lead_id", "=", leadId)
    .where((eb) => eb("withdrawn_at", ">=", latestConsentAt(eb, leadId)))
    .executeTakeFirst();
  return row ? { at: row.withdrawn_at, via: row.via } : undefined;
}
