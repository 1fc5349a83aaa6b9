import type { Env } from "../env-schema";
import { dataManagerRequest } from "./data-manager-event";
import type { ConversionPayload } from "./entries";
import { uploadOutcome } from "./google-answer";
import { googleConversion } from "./google-conversion";
import { googleUploadUrl } from "./google-settings";
import { googleAccessToken } from "./google-token";
import type { ConversionLead } from "./lead-data";
import { postJson } from "./post-json";

/**
 * Uploads one enhanced conversion for leads to the Google Ads API, or to the Data Manager API
 * (GOOGLE_UPLOAD_API=data_manager). A 401 is an access token Google
 * no longer takes (revoked, or expired early): renewed once and sent again; a second 401 fails.
 * Throws on an error answer or a refused conversion, so the outbox retries it.
 */
export async function sendGoogle(
  env: Env,
  payload: ConversionPayload,
  lead: ConversionLead,
  signal: AbortSignal,
): Promise<void> {
  const action = env.GOOGLE_CONVERSION_ACTIONS[payload.stage];
  const url = googleUploadUrl(env);
  if (!action || !url) return;
  const dataManager = env.GOOGLE_UPLOAD_API === "data_manager";
  const body = JSON.stringify(
    dataManager
      ? dataManagerRequest(payload, lead, action, {
          customerId: env.GOOGLE_ADS_CUSTOMER_ID ?? "",
          loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
        })
      : googleConversion(payload, lead, action),
  );
  // The Ads API's own headers; Data Manager takes the accounts in the body and no developer token.
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    ...(!dataManager &&
      env.GOOGLE_ADS_DEVELOPER_TOKEN && { "developer-token": env.GOOGLE_ADS_DEVELOPER_TOKEN }),
    ...(!dataManager &&
      env.GOOGLE_ADS_LOGIN_CUSTOMER_ID && {
        "login-customer-id": env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
      }),
  });
  const token = await googleAccessToken(env);
  let answer = await postJson(url, body, headers(token), signal);
  if (answer.status === 401) {
    const renewed = await googleAccessToken(env, token);
    answer = await postJson(url, body, headers(renewed), signal);
  }
  if (!answer.ok) throw new Error(`Google answered ${answer.status}`);
  // Data Manager refuses a request as a whole (an error status) and drops a repeated
  // transactionId itself: any 2xx is delivered.
  if (dataManager) return;
  // With partialFailure a refused conversion still answers 200, with the reason beside it; one
  // Google already has (a resend after a crash) is delivered, not refused.
  const outcome = uploadOutcome(answer.body);
  if (!outcome.ok)
    throw new Error(
      `Google refused the conversion (partialFailureError${outcome.codes.length ? `: ${outcome.codes.join(", ")}` : ""})`,
    );
}
