import { parseEnv, type Env } from "@/server/env-schema";
import { startWebhookReceiver, type TestWebhookReceiver } from "./webhook-receiver";

export const PIXEL_ID = "1234567890123";
export const CAPI_TOKEN = "meta-capi-token-for-tests";
export const GOOGLE_TOKEN = "google-oauth-token-for-tests";
/** Every stage counted as its own Google conversion action. */
export const GOOGLE_ACTIONS =
  "lead=customers/1234567890/conversionActions/11,qualified=customers/1234567890/conversionActions/12," +
  "visited=customers/1234567890/conversionActions/13,booked=customers/1234567890/conversionActions/14";

/** Stand-ins for Meta's Graph API and Google's conversion upload, on local ports. */
export interface ConversionReceivers {
  meta: TestWebhookReceiver;
  google: TestWebhookReceiver;
  /** The settings that point the site at them (the variables, as the process would have them). */
  variables: Record<string, string>;
  env(): Env;
  close(): Promise<void>;
}

export async function startConversionReceivers(): Promise<ConversionReceivers> {
  const meta = await startWebhookReceiver("/v21.0");
  const google = await startWebhookReceiver("/v20/customers/1234567890:uploadClickConversions");
  const variables = {
    META_PIXEL_ID: PIXEL_ID,
    META_CAPI_TOKEN: CAPI_TOKEN,
    META_CAPI_URL: meta.url,
    GOOGLE_CONVERSIONS_URL: google.url,
    GOOGLE_CONVERSIONS_TOKEN: GOOGLE_TOKEN,
    GOOGLE_CONVERSION_ACTIONS: GOOGLE_ACTIONS,
  };
  return {
    meta,
    google,
    variables,
    env: () => parseEnv(variables),
    close: async () => {
      await meta.close();
      await google.close();
    },
  };
}

/** The Meta events of every request received, with the request they came in. */
export function metaEvents(meta: TestWebhookReceiver) {
  return meta.requests.flatMap((request) => {
    const body = JSON.parse(request.body) as {
      data: Record<string, unknown>[];
      access_token: string;
    };
    return body.data.map((event) => ({ event, request, token: body.access_token }));
  });
}

/** The Google conversions of every request received. */
export function googleConversions(google: TestWebhookReceiver) {
  return google.requests.flatMap((request) => {
    const body = JSON.parse(request.body) as { conversions: Record<string, unknown>[] };
    return body.conversions.map((conversion) => ({ conversion, request }));
  });
}
