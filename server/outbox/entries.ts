import { randomUUID } from "node:crypto";
import type { Locale } from "next-intl";
import type { Registration } from "@/lib/registration/schema";
import type { ConversionTargets } from "../conversions/targets";
import type { OutboxTable } from "../db/schema";

export interface NotificationTargets {
  salesEmail?: string;
  webhookUrl?: string;
  /** Server-side conversions (server/conversions): absent or empty, none are queued. */
  conversions?: ConversionTargets;
}

export interface RegistrationEvent {
  id: string;
  input: Registration;
  locale: Locale;
  duplicateOf: string | null;
  createdAt: string;
}

/** What a registration must set in motion: the buyer's acknowledgement, the sales notice, the webhook. */
export function outboxEntriesFor(
  event: RegistrationEvent,
  targets: NotificationTargets,
): Omit<
  OutboxTable,
  "status" | "attempts" | "claim_token" | "failed_at" | "earlier_attempts" | "dedupe_key"
>[] {
  const entry = (topic: OutboxTable["topic"], payload: unknown) => ({
    id: randomUUID(),
    created_at: event.createdAt,
    topic,
    registration_id: event.id,
    payload: JSON.stringify(payload),
    next_attempt_at: event.createdAt,
    locked_until: null,
    last_error: null,
    sent_at: null,
  });
  const lead = {
    registrationId: event.id,
    locale: event.locale,
    duplicateOf: event.duplicateOf,
    createdAt: event.createdAt,
    ...event.input,
  };
  return [
    entry("buyer_ack", { to: event.input.email, ...lead }),
    ...(targets.salesEmail ? [entry("sales_notify", { to: targets.salesEmail, ...lead })] : []),
    ...(targets.webhookUrl ? [entry("lead_webhook", { url: targets.webhookUrl, lead })] : []),
  ];
}
