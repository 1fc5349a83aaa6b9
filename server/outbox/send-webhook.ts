import { createHmac } from "node:crypto";
import type { OutboxRow } from "./claims";
import { webhookPayload } from "./payload";

export function signature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the lead as JSON, signed with HMAC-SHA256 of the exact body. The delivery id lets the
 * receiver ignore a repeat if we crash between its 2xx and our bookkeeping.
 */
export async function sendWebhook(
  entry: OutboxRow,
  secret: string,
  signal: AbortSignal,
): Promise<void> {
  const { url, lead } = webhookPayload.parse(JSON.parse(entry.payload));
  const body = JSON.stringify({ event: "registration.created", deliveryId: entry.id, lead });
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
