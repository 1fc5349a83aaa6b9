// Secrets an operator must choose (issue 28, part 2): the checks env-schema.ts applies to them.
// Pure, so the schema and its tests share them.

/** Variables that hold a secret: a value copied from an example or README is refused in each. */
export const SECRET_VARIABLES = [
  "AUTH_SECRET",
  "LEAD_WEBHOOK_SECRET",
  "METRICS_TOKEN",
  "META_CAPI_TOKEN",
  "META_APP_SECRET",
  "META_LEAD_ADS_VERIFY_TOKEN",
  "META_LEAD_ADS_TOKEN",
  "GOOGLE_CONVERSIONS_TOKEN",
  "GOOGLE_OAUTH_CLIENT_SECRET",
  "GOOGLE_OAUTH_REFRESH_TOKEN",
  "GOOGLE_ADS_DEVELOPER_TOKEN",
] as const;

export const GENERATE_HINT = "generate one with `openssl rand -base64 48`";

// What examples and guides write where a secret goes: deploy/skyhaven.env.example's
// "change-me-to-48-random-bytes-in-base64-xxxx…" and "at-least-16-characters", "your-secret", "<secret>".
const PLACEHOLDER =
  /change[-_ ]?me|replace[-_ ]?me|placeholder|your[-_ ]?(own[-_ ]?)?(secret|token|password)|at[-_ ]least[-_ ]\d+[-_ ]char|x{6,}|^<.*>$/i;

/** The fewest distinct characters a secret may have: `s` × 32 is long, not secret. */
const MIN_DISTINCT = 6;

/** Why `value` cannot be a real secret, or null when it may be one. */
export function placeholderProblem(value: string): string | null {
  if (PLACEHOLDER.test(value)) return `is a placeholder value, not a secret: ${GENERATE_HINT}`;
  if (new Set(value).size < MIN_DISTINCT)
    return `is too simple to be a secret (fewer than ${MIN_DISTINCT} different characters): ${GENERATE_HINT}`;
  return null;
}

/** The password in an `smtp(s)://user:password@host` address, when it is an example's. */
export function smtpPasswordProblem(smtpUrl: string): string | null {
  let password: string;
  try {
    password = decodeURIComponent(new URL(smtpUrl).password);
  } catch {
    return null;
  }
  if (!password) return null;
  return password.toLowerCase() === "password" || PLACEHOLDER.test(password)
    ? "has a placeholder password: put the mail server's real password in the address"
    : null;
}

export interface SecretRequirementInput {
  NODE_ENV: string;
  DATABASE_URL: string;
  REDIS_URL?: string;
  OUTBOX_WORKER: string;
}

/**
 * Why AUTH_SECRET must be given rather than generated, or null when a generated one will do. A
 * generated secret is one machine's file: fine for one SQLite site, but on PostgreSQL or with
 * several processes (Redis shared between instances, a separate outbox worker) each host or release
 * would make its own, signing staff out and breaking the booking and ballot links already mailed.
 */
export function authSecretRequiredBecause(env: SecretRequirementInput): string | null {
  if (env.NODE_ENV !== "production") return null;
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) return "the database is PostgreSQL";
  if (env.REDIS_URL) return "REDIS_URL is set (several instances)";
  if (env.OUTBOX_WORKER === "0") return "OUTBOX_WORKER=0 (a separate worker signs links too)";
  return null;
}
