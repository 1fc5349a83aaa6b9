import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ConversionStage } from "@/lib/conversions/stages";
import type { Database } from "../db/schema";
import { readEnv } from "../env-schema";
import { dedupeKey, stageEventId, topicOf, type ConversionPayload } from "./entries";
import { conversionTargets, platformsFor, type ConversionTargets } from "./targets";

/**
 * Queues a lead's conversion for a stage it reached (Qualified, Visited, Booked), within the
 * transaction that moved it: to each configured platform, only when its person consented to
 * advertising. Each lead, stage and platform is queued once: the outbox's unique `dedupe_key`
 * decides, so a lead moved back and forth, or by two people at once, sends one.
 */
export async function queueStageConversions(
  trx: Kysely<Database>,
  leadId: string,
  stage: ConversionStage,
  at = new Date(),
  targets: ConversionTargets = conversionTargets(readEnv()),
): Promise<number> {
  const platforms = platformsFor(targets, stage);
  if (!platforms.length) return 0;
  const lead = await trx
    .selectFrom("registrations")
    .select(["id", "event_id", "consent_advertising", "duplicate_of", "erased_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead || lead.duplicate_of || lead.erased_at || Number(lead.consent_advertising) !== 1)
    return 0;
  const now = at.toISOString();
  const payload: ConversionPayload = {
    leadId,
    stage,
    eventId: stageEventId(lead.event_id ?? lead.id, stage),
    eventTime: now,
  };
  let queued = 0;
  for (const platform of platforms) {
    const result = await trx
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        created_at: now,
        topic: topicOf(platform),
        registration_id: leadId,
        payload: JSON.stringify(payload),
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        sent_at: null,
        dedupe_key: dedupeKey(platform, stage, leadId),
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}
