import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Env } from "../env-schema";
import type { OutboxRow } from "../outbox/claims";
import { conversionPayload } from "./entries";
import { googleConversion } from "./google-conversion";
import { conversionLead } from "./lead-data";
import { metaEvent } from "./meta-event";

const TIMEOUT_MS = 10_000;

/** Whether this instance's settings let it send a topic's conversions. */
export function canSendConversion(env: Env, topic: OutboxRow["topic"]): boolean {
  if (topic === "meta_conversion") return Boolean(env.META_PIXEL_ID && env.META_CAPI_TOKEN);
  return Boolean(env.GOOGLE_CONVERSIONS_URL && env.GOOGLE_CONVERSIONS_TOKEN);
}

/**
 * Sends one conversion, built from the lead as it is now; resolves without sending when the lead
 * was erased or the stage's Google action is no longer configured (done, never retried). Throws on
 * an error answer, so the outbox retries it and, after its last attempt, shows it on the failed
 * deliveries desk. The platform's answer is not kept: it could echo what was sent.
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
  if (entry.topic === "meta_conversion") {
    const body = JSON.stringify({
      data: [metaEvent(payload, lead, env.SITE_URL)],
      access_token: env.META_CAPI_TOKEN,
    });
    const url = `${env.META_CAPI_URL.replace(/\/$/, "")}/${env.META_PIXEL_ID}/events`;
    await post(url, body, {}, timeout, "Meta");
    return;
  }
  const action = env.GOOGLE_CONVERSION_ACTIONS[payload.stage];
  if (!action || !env.GOOGLE_CONVERSIONS_URL) return;
  const body = JSON.stringify(googleConversion(payload, lead, action));
  const answer = await post(
    env.GOOGLE_CONVERSIONS_URL,
    body,
    {
      authorization: `Bearer ${env.GOOGLE_CONVERSIONS_TOKEN}`,
      ...(env.GOOGLE_ADS_DEVELOPER_TOKEN && { "developer-token": env.GOOGLE_ADS_DEVELOPER_TOKEN }),
      ...(env.GOOGLE_ADS_LOGIN_CUSTOMER_ID && {
        "login-customer-id": env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
      }),
    },
    timeout,
    "Google",
  );
  // With partialFailure a refused conversion still answers 200, with the reason beside it.
  if (answer.includes('"partialFailureError"'))
    throw new Error("Google refused the conversion (partialFailureError)");
}

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  platform: string,
): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    signal,
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`${platform} answered ${response.status}`);
  return answer;
}
