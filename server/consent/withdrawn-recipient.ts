import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isConversion, isStoppedByWithdrawal } from "./stopped-topics";
import { latestConsentAt } from "./latest-consent";
import type { OutboxRow } from "../outbox/claims";

/**
 * Whether a message must not go because its person withdrew consent: checked as it is sent, so
 * one queued after the withdrawal (a stage reached later) or claimed while the withdrawal was
 * being recorded is never delivered either. A mail goes again once the person registered after
 * withdrawing (consent given anew); an ad conversion never does.
 */
export async function withdrawnRecipient(
  db: Kysely<Database>,
  entry: Pick<OutboxRow, "id" | "topic">,
): Promise<boolean> {
  if (!isStoppedByWithdrawal(entry.topic)) return false;
  const row = await db
    .selectFrom("outbox as o")
    .innerJoin("registrations as r", "r.id", "o.registration_id")
    .innerJoin("consent_withdrawals as w", (join) =>
      join.on((eb) =>
        eb.or([
          eb("w.lead_id", "=", eb.ref("r.id")),
          eb("w.lead_id", "=", eb.ref("r.duplicate_of")),
        ]),
      ),
    )
    .select("w.lead_id")
    .where("o.id", "=", entry.id)
    .$if(!isConversion(entry.topic), (query) =>
      query.where((eb) => eb("w.withdrawn_at", ">=", latestConsentAt(eb, eb.ref("w.lead_id")))),
    )
    .executeTakeFirst();
  return row !== undefined;
}
