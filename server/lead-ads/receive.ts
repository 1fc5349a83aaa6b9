import { createHash } from "node:crypto";
import { z } from "zod";
import { registrationSchema } from "@/lib/registration/schema";
import type { Env } from "../env-schema";
import { log } from "../log";
import { leadChannels } from "../outbox/lead-channels";
import type { RegistrationStore } from "../registrations/store";
import { fingerprint, isSubmissionConflict } from "../registrations/submission";
import { leadRegistration, metaLead, type MetaLead } from "./lead-form";
import { verifyMetaSignature } from "./signature";

const notification = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({ leadgen_id: z.union([z.string(), z.number()]) }).passthrough(),
            }),
          )
          .default([]),
      }),
    )
    .max(100),
});

export interface LeadAdsAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface LeadAdsDeps {
  env: Env;
  store: RegistrationStore;
  fetch?: typeof fetch;
}

const GRAPH_TIMEOUT_MS = 10_000;
const FIELDS =
  "id,created_time,field_data,custom_disclaimer_responses,ad_id,campaign_name,adset_name,platform";

/** The lead's answers from the Graph API, read with the page's token (never in the URL). */
async function readLead(id: string, { env, fetch: get = fetch }: LeadAdsDeps): Promise<MetaLead> {
  const url = `${env.META_CAPI_URL.replace(/\/$/, "")}/${id}?fields=${FIELDS}`;
  const response = await get(url, {
    headers: { authorization: `Bearer ${env.META_LEAD_ADS_TOKEN}` },
    signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the Graph API answered ${response.status}`);
  return metaLead.parse(await response.json());
}

/**
 * A Meta Lead Ads webhook post: checked against `X-Hub-Signature-256` (403 when it does not
 * match), then each `leadgen` change's lead is read from the Graph API and stored as a
 * registration of source `meta_lead_ads`, through the same store as the site's form (so the same
 * person is a repeat, never a second lead). The lead's id is the submission key: Meta's retries of
 * a post store it once. Answers 502 when the Graph API fails, so Meta sends the post again.
 */
export async function receiveLeadAds(
  body: string,
  signature: string | null,
  deps: LeadAdsDeps,
): Promise<LeadAdsAnswer> {
  const { env } = deps;
  if (!env.META_APP_SECRET || !env.META_LEAD_ADS_TOKEN)
    return { status: 404, body: { error: "Meta Lead Ads is not configured on this site." } };
  if (!verifyMetaSignature(body, signature, env.META_APP_SECRET))
    return {
      status: 403,
      body: {
        error: "The X-Hub-Signature-256 header does not sign this body with the app secret.",
      },
    };
  let parsed: z.infer<typeof notification>;
  try {
    parsed = notification.parse(JSON.parse(body));
  } catch {
    return { status: 400, body: { error: "The body is not a Meta webhook notification." } };
  }
  const ids = parsed.entry.flatMap((entry) =>
    entry.changes.filter((c) => c.field === "leadgen").map((c) => String(c.value.leadgen_id)),
  );
  let stored = 0;
  const skipped: string[] = [];
  for (const id of ids) {
    if (!/^\d{1,30}$/.test(id)) {
      skipped.push(id.slice(0, 40));
      continue;
    }
    let lead: MetaLead;
    try {
      lead = await readLead(id, deps);
    } catch (error) {
      log.warn({ leadgenId: id, err: String(error) }, "Meta lead could not be read");
      return { status: 502, body: { error: "The lead could not be read from Meta; send again." } };
    }
    const input = registrationSchema.safeParse(leadRegistration(lead));
    if (!input.success) {
      // No personal data in the log: which fields failed, not their values.
      log.warn(
        { leadgenId: id, fields: input.error.issues.map((issue) => issue.path.join(".")) },
        "Meta lead not stored: its answers do not make a registration",
      );
      skipped.push(id);
      continue;
    }
    const key = createHash("sha256").update(`meta_lead_ads\u0000${id}`).digest("hex");
    try {
      await deps.store(
        {
          input: input.data,
          context: {
            locale: "en",
            source: "meta_lead_ads",
            metaLeadId: id,
            submission: { key, hash: fingerprint(input.data) },
            now: lead.created_time ? new Date(lead.created_time) : undefined,
          },
        },
        leadChannels(env),
      );
      stored++;
    } catch (error) {
      if (!isSubmissionConflict(error)) throw error;
      stored++;
    }
  }
  return { status: 200, body: { received: ids.length, stored, skipped } };
}

/** Meta's subscription check: `hub.challenge` back when the verify token matches, else 403. */
export function verifyLeadAdsSubscription(
  params: URLSearchParams,
  env: Env,
): LeadAdsAnswer & { text?: string } {
  if (!env.META_LEAD_ADS_VERIFY_TOKEN)
    return { status: 404, body: { error: "Meta Lead Ads is not configured on this site." } };
  const challenge = params.get("hub.challenge") ?? "";
  if (
    params.get("hub.mode") !== "subscribe" ||
    params.get("hub.verify_token") !== env.META_LEAD_ADS_VERIFY_TOKEN ||
    !/^[\w-]{1,200}$/.test(challenge)
  )
    return { status: 403, body: { error: "The verify token does not match." } };
  return { status: 200, body: {}, text: challenge };
}
