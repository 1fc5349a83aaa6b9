import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { labelColumn } from "../salutations/label-column";
import type { OutboxRow } from "./claims";
import { noticeFacts } from "./notice-facts";
import { mailPayload, webhookPayload } from "./payload";
import { salesNotice } from "./sales-notice";

export function signature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The sales notice beside the lead (an addition to the body, which keeps every earlier field): its
 * text for a chat channel or CRM note, the desk's link, the owner and a booking's visit.
 */
async function notice(db: Kysely<Database>, lead: unknown, siteUrl: string) {
  const parsed = mailPayload.omit({ to: true }).safeParse(lead);
  if (!parsed.success) return undefined;
  const salutation = await db
    .selectFrom("salutations")
    .select(`${labelColumn("en")} as label`)
    .where("id", "=", parsed.data.salutationId)
    .executeTakeFirst();
  const facts = await noticeFacts(db, parsed.data.registrationId);
  const { subject, text, leadUrl, owner, booking } = salesNotice(
    parsed.data,
    salutation?.label ?? "",
    facts,
    siteUrl,
  );
  return { subject, text, leadUrl, owner, booking };
}

/**
 * POSTs the lead as JSON, signed with HMAC-SHA256 of the exact body. The delivery id lets the
 * receiver ignore a repeat if we crash between its 2xx and our bookkeeping.
 */
export async function sendWebhook(
  db: Kysely<Database>,
  entry: OutboxRow,
  { secret, siteUrl }: { secret: string; siteUrl: string },
  signal: AbortSignal,
): Promise<void> {
  const { url, lead } = webhookPayload.parse(JSON.parse(entry.payload));
  const body = JSON.stringify({
    event: "registration.created",
    deliveryId: entry.id,
    lead,
    notice: (await notice(db, lead, siteUrl)) ?? null,
  });
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-skyhaven-signature": signature(body, secret),
      "x-skyhaven-delivery": entry.id,
    },
    body,
    signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
  });
  // Only the status matters, but reading the (short) answer lets the connection serve the next post;
  // the signal bounds the read too.
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
