import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Env } from "../env-schema";
import type { OutboxRow } from "../outbox/claims";
import { conversionPayload } from "./entries";
import { googleConfigured } from "./google-settings";
import { conversionLead } from "./lead-data";
import { metaEvent } from "./meta-event";
import { postJson } from "./post-json";
import { sendGoogle } from "./send-google";

const TIMEOUT_MS = 10_000;

/** Whether this instance's settings let it send a topic's conversions. */
export function canSendConversion(env: Env, topic: OutboxRow["topic"]): boolean {
  if (topic === "meta_conversion") return Boolean(env.META_PIXEL_ID && env.META_CAPI_TOKEN);
  return googleConfigured(env);
}

/**
 * Sends one conversion, built from the lead as it is now; resolves without sending when the lead
 * was erased or withdrew advertising consent, or the stage's Google action is no longer configured
 * (done, never retried). Throws on an error answer, so the outbox retries it and, after its last
 * attempt, shows it on the failed deliveries desk. The platform's answer is not kept: it could
 * echo what was sent.
 */
export async function sendConversion(
  db: Kysely<Database>,
  env: Env,
  entry: OutboxRow,
  signal: AbortSignal,
): Promise<void> {
  const payload = conversionPayload.parse(JSON.parse(entry.payload));
  const lead = await conversionLead(db, payload.leadId);
  if (!lead) return;
  const timeout = AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]);
  if (entry.topic === "google_conversion") return sendGoogle(env, payload, lead, timeout);
  const body = JSON.stringify({
    data: [metaEvent(payload, lead, env.SITE_URL)],
    access_token: env.META_CAPI_TOKEN,
  });
  const url = `${env.META_CAPI_URL.replace(/\/$/, "")}/${env.META_PIXEL_ID}/events`;
  const answer = await postJson(url, body, {}, timeout);
  if (!answer.ok) throw new Error(`Meta answered ${answer.status}`);
}
