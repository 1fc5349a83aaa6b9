import { parseEnv, type Env } from "@/server/env-schema";
import { startWebhookReceiver, type TestWebhookReceiver } from "./webhook-receiver";

export const PIXEL_ID = "1234567890123";
export const CAPI_TOKEN = "meta-capi-token-for-tests";
export const GOOGLE_TOKEN = "google-oauth-token-for-tests";
/** Every stage counted as its own Google conversion action. */
export const GOOGLE_ACTIONS =
  "lead=customers/1234567890/conversionActions/11,qualified=customers/1234567890/conversionActions/12," +
  "visited=customers/1234567890/conversionActions/13,booked=customers/1234567890/conversionActions/14";

export const OAUTH_CLIENT_ID = "1234-test.apps.googleusercontent.com";
export const OAUTH_CLIENT_SECRET = "oauth-client-secret-for-tests";
export const OAUTH_REFRESH_TOKEN = "1//refresh-token-for-tests";
export const CUSTOMER_ID = "1234567890";

/**
 * Google's OAuth token endpoint: checks the form-encoded refresh-token grant and issues numbered
 * access tokens (`access-1`, `access-2`…) living `expiresIn` seconds; the Google receiver then
 * takes only the latest one, unless `revoked`.
 */
export interface TokenEndpoint {
  receiver: TestWebhookReceiver;
  issued: string[];
  expiresIn: number;
  /** Google refuses the latest token from now on (as after a revocation): the next send gets 401. */
  revoked: boolean;
}

/** Stand-ins for Meta's Graph API and Google's conversion upload, on local ports. */
export interface ConversionReceivers {
  meta: TestWebhookReceiver;
  google: TestWebhookReceiver;
  /** With `oauth`: the token endpoint the site refreshes its access token at. */
  tokens: TokenEndpoint;
  /** The settings that point the site at them (the variables, as the process would have them). */
  variables: Record<string, string>;
  env(): Env;
  close(): Promise<void>;
}

function startTokenEndpoint(receiver: TestWebhookReceiver): TokenEndpoint {
  const tokens: TokenEndpoint = { receiver, issued: [], expiresIn: 3599, revoked: false };
  receiver.reply = (request) => {
    const form = new URLSearchParams(request.body);
    const valid =
      request.headers["content-type"] === "application/x-www-form-urlencoded" &&
      form.get("grant_type") === "refresh_token" &&
      form.get("client_id") === OAUTH_CLIENT_ID &&
      form.get("client_secret") === OAUTH_CLIENT_SECRET &&
      form.get("refresh_token") === OAUTH_REFRESH_TOKEN;
    if (!valid) return { status: 400, body: JSON.stringify({ error: "invalid_grant" }) };
    const token = `access-${tokens.issued.length + 1}`;
    tokens.issued.push(token);
    tokens.revoked = false;
    const answer = { access_token: token, expires_in: tokens.expiresIn, token_type: "Bearer" };
    return { status: 200, body: JSON.stringify(answer) };
  };
  return tokens;
}

/**
 * The receivers, Google's at `/v26/customers/{CUSTOMER_ID}:uploadClickConversions` under
 * GOOGLE_ADS_API_URL. Without `oauth` the site uses the static GOOGLE_CONVERSIONS_TOKEN; with it,
 * the OAuth client and refresh token, and Google answers 401 to any token but the latest issued.
 */
export async function startConversionReceivers({
  oauth = false,
} = {}): Promise<ConversionReceivers> {
  const meta = await startWebhookReceiver("/v21.0");
  const google = await startWebhookReceiver("/v26");
  const tokens = startTokenEndpoint(await startWebhookReceiver("/token"));
  if (oauth)
    google.reply = (request) => {
      const latest = tokens.issued.at(-1);
      const valid =
        latest && !tokens.revoked && request.headers.authorization === `Bearer ${latest}`;
      return valid ? undefined : { status: 401, body: JSON.stringify({ error: { code: 401 } }) };
    };
  const variables: Record<string, string> = {
    META_PIXEL_ID: PIXEL_ID,
    META_CAPI_TOKEN: CAPI_TOKEN,
    META_CAPI_URL: meta.url,
    GOOGLE_ADS_API_URL: google.url,
    GOOGLE_ADS_CUSTOMER_ID: CUSTOMER_ID,
    GOOGLE_CONVERSION_ACTIONS: GOOGLE_ACTIONS,
    ...(oauth
      ? {
          GOOGLE_OAUTH_CLIENT_ID: OAUTH_CLIENT_ID,
          GOOGLE_OAUTH_CLIENT_SECRET: OAUTH_CLIENT_SECRET,
          GOOGLE_OAUTH_REFRESH_TOKEN: OAUTH_REFRESH_TOKEN,
          GOOGLE_OAUTH_TOKEN_URL: tokens.receiver.url,
        }
      : { GOOGLE_CONVERSIONS_TOKEN: GOOGLE_TOKEN }),
  };
  return {
    meta,
    google,
    tokens,
    variables,
    env: () => parseEnv(variables),
    close: async () => {
      await meta.close();
      await google.close();
      await tokens.receiver.close();
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
