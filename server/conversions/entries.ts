import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { z } from "zod";
import { conversionStages, type ConversionStage } from "@/lib/conversions/stages";
import type { OutboxTable } from "../db/schema";
import { platformsFor, type ConversionTargets } from "./targets";

/**
 * What a conversion message carries: no personal data. The sender reads the lead's email, phone,
 * click ids and consent when it sends, so an erasure or a withdrawn consent in between wins.
 */
export const conversionPayload = z.object({
  leadId: z.string(),
  stage: z.enum(conversionStages),
  eventId: z.string(),
  eventTime: z.string(),
  /** The registration's browser, for Meta's website events (it wants client_user_agent). */
  userAgent: z.string().optional(),
});
export type ConversionPayload = z.infer<typeof conversionPayload>;

export type Platform = "meta" | "google";

export const topicOf = (platform: Platform) =>
  platform === "meta" ? ("meta_conversion" as const) : ("google_conversion" as const);

/** One lead, one stage, one platform: the key the outbox holds unique. */
export const dedupeKey = (platform: Platform, stage: ConversionStage, leadId: string) =>
  `${platform}:${stage}:${leadId}`;

/**
 * The event id both sides of a stage share: the registration's own (the browser got it back and
 * sent it with its pixel event) for `lead`, derived from it for the desk's stages.
 */
export const stageEventId = (registrationEventId: string, stage: ConversionStage) =>
  stage === "lead" ? registrationEventId : `${registrationEventId}.${stage}`;

type Row = Insertable<OutboxTable>;

/** The registration's `lead` conversions, queued with it (the caller checked the consent). */
export function leadConversionEntries(
  lead: { id: string; eventId: string; createdAt: string; userAgent?: string },
  targets: ConversionTargets,
): Row[] {
  return platformsFor(targets, "lead").map((platform) => ({
    id: randomUUID(),
    created_at: lead.createdAt,
    topic: topicOf(platform),
    registration_id: lead.id,
    payload: JSON.stringify({
      leadId: lead.id,
      stage: "lead",
      eventId: lead.eventId,
      eventTime: lead.createdAt,
      userAgent: lead.userAgent?.slice(0, 400),
    } satisfies ConversionPayload),
    next_attempt_at: lead.createdAt,
    locked_until: null,
    last_error: null,
    sent_at: null,
    dedupe_key: dedupeKey(platform, "lead", lead.id),
  }));
}
