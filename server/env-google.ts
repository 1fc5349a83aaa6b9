interface GoogleCredentials {
  GOOGLE_UPLOAD_API?: string;
  GOOGLE_ADS_CUSTOMER_ID?: string;
  GOOGLE_CONVERSIONS_URL?: string;
  GOOGLE_CONVERSIONS_TOKEN?: string;
  GOOGLE_OAUTH_CLIENT_ID?: string;
  GOOGLE_OAUTH_CLIENT_SECRET?: string;
  GOOGLE_OAUTH_REFRESH_TOKEN?: string;
}

const OAUTH = [
  "GOOGLE_OAUTH_CLIENT_ID",
  "GOOGLE_OAUTH_CLIENT_SECRET",
  "GOOGLE_OAUTH_REFRESH_TOKEN",
] as const;

/**
 * Google's upload credentials, checked together: the OAuth client id, its secret and the refresh
 * token all three or none (half a client cannot refresh anything, and would silently send
 * nothing), and an upload target needs a token of one kind or the other.
 */
export function googleCredentialIssues(env: GoogleCredentials) {
  const issues: { path: string[]; message: string }[] = [];
  const set = OAUTH.filter((name) => env[name]);
  if (set.length && set.length < OAUTH.length) {
    for (const name of OAUTH.filter((name) => !env[name]))
      issues.push({
        path: [name],
        message: `is required with ${set.join(" and ")}: the OAuth client id, its secret and the refresh token go together (or set none and use GOOGLE_CONVERSIONS_TOKEN)`,
      });
  }
  // Data Manager names the account in each request's body, whatever the URL.
  if (env.GOOGLE_UPLOAD_API === "data_manager" && !env.GOOGLE_ADS_CUSTOMER_ID)
    issues.push({
      path: ["GOOGLE_ADS_CUSTOMER_ID"],
      message:
        "is required with GOOGLE_UPLOAD_API=data_manager: the account that owns the conversion actions",
    });
  const target = env.GOOGLE_CONVERSIONS_URL
    ? "GOOGLE_CONVERSIONS_URL"
    : env.GOOGLE_ADS_CUSTOMER_ID
      ? "GOOGLE_ADS_CUSTOMER_ID"
      : null;
  if (target && !env.GOOGLE_CONVERSIONS_TOKEN && !set.length)
    issues.push({
      path: ["GOOGLE_OAUTH_REFRESH_TOKEN"],
      message: `is required when ${target} is set: set GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET and GOOGLE_OAUTH_REFRESH_TOKEN (or a static GOOGLE_CONVERSIONS_TOKEN)`,
    });
  return issues;
}
