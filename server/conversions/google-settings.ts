import type { Env } from "../env-schema";
import { usesRefreshToken } from "./google-token";

/**
 * Where Google conversions go: GOOGLE_CONVERSIONS_URL when set (the whole URL), else the Google
 * Ads API's `uploadClickConversions` of GOOGLE_ADS_CUSTOMER_ID under GOOGLE_ADS_API_URL (whose
 * path names the API version), or with GOOGLE_UPLOAD_API=data_manager the Data Manager API's
 * events:ingest (GOOGLE_DATA_MANAGER_URL), whose requests name the account in their body. Null
 * without a customer id or a URL.
 */
export function googleUploadUrl(env: Env): string | null {
  if (env.GOOGLE_UPLOAD_API === "data_manager")
    return env.GOOGLE_ADS_CUSTOMER_ID
      ? (env.GOOGLE_CONVERSIONS_URL ?? env.GOOGLE_DATA_MANAGER_URL)
      : null;
  if (env.GOOGLE_CONVERSIONS_URL) return env.GOOGLE_CONVERSIONS_URL;
  if (!env.GOOGLE_ADS_CUSTOMER_ID) return null;
  const base = env.GOOGLE_ADS_API_URL.replace(/\/$/, "");
  return `${base}/customers/${env.GOOGLE_ADS_CUSTOMER_ID}:uploadClickConversions`;
}

/** Google is on when there is somewhere to upload and a token of either kind to do it with. */
export const googleConfigured = (env: Env) =>
  Boolean(googleUploadUrl(env) && (env.GOOGLE_CONVERSIONS_TOKEN || usesRefreshToken(env)));
