import { z } from "zod";
import { parseConversionActions } from "../lib/conversions/actions";
import {
  authSecretRequiredBecause,
  GENERATE_HINT,
  placeholderProblem,
  SECRET_VARIABLES,
  smtpPasswordProblem,
} from "./env-secrets";
import { googleCredentialIssues } from "./env-google";
import { parseTrustProxy } from "./http/trust-proxy";
import { isFullDomain } from "./mail/message-id";

// Empty strings count as unset, so `FOO=` in a shell or .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const databaseUrl = z.string().refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), {
  message: "must start with file: (SQLite) or postgres:// / postgresql://",
});

const urlWithScheme = (schemes: string[]) =>
  z.url().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must be a ${schemes.join(" or ")} URL`,
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    DATABASE_URL: optional(databaseUrl).default("file:./data/skyhaven.db"),
    SITE_URL: optional(urlWithScheme(["http", "https"])).default("http://localhost:3000"),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: optional(urlWithScheme(["smtp", "smtps"])),
    MAIL_FROM: optional(z.string().min(3)).default("SkyHaven Suites <no-reply@skyhaven.example>"),
    SALES_NOTIFY_EMAIL: optional(z.email()),
    /**
     * The sales team's mailbox: Reply-To of every buyer mail and ORGANIZER of visit invites; unset,
     * CONTACT_EMAIL (server/contact/reply-to.ts). Never the no-reply sender.
     */
    MAIL_REPLY_TO: optional(z.email()),
    /**
     * The domain our Message-IDs end with; unset, SITE_URL's host, else MAIL_FROM's domain (the
     * first of them that is a full domain name: server/mail/message-id.ts).
     */
    MAIL_DOMAIN: optional(
      z.string().refine(isFullDomain, "must be a full domain name, e.g. skyhaven.com.my"),
    ),
    LEAD_WEBHOOK_URL: optional(urlWithScheme(["http", "https"])),
    LEAD_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    REDIS_URL: optional(urlWithScheme(["redis", "rediss"])),
    /** Prefix of every key this site writes to Redis, so several sites or runs can share one. */
    REDIS_KEY_PREFIX: optional(
      z.string().regex(/^[\w:.-]{1,64}$/, "must be 1-64 letters, digits, _ : . or -"),
    ).default("skyhaven"),
    /** Bearer token Prometheus sends to /api/metrics; unset, the endpoint answers 404. */
    METRICS_TOKEN: optional(
      z
        .string()
        .min(16, "must be at least 16 characters (e.g. the output of `openssl rand -hex 32`)")
        .regex(/^\S+$/, "must not contain spaces"),
    ),
    MAINTENANCE_MODE: optional(z.enum(["0", "1"])).default("0"),
    NEXT_PUBLIC_MAPS_KEY: optional(z.string()),
    OUTBOX_WORKER: optional(z.enum(["0", "1"])).default("1"),
    /** Proxies whose X-Forwarded-For is believed: a hop count or an address list; none by default. */
    TRUST_PROXY: optional(z.string()).transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === "string") ctx.addIssue({ code: "custom", message: trust });
      return typeof trust === "string" ? { hops: 0 } : trust;
    }),
    /** Registrations one IP address may send per 10 minutes: generous, a sales gallery shares one Wi-Fi. */
    RATE_LIMIT_PER_IP: optional(z.coerce.number().int().positive()).default(60),
    /** Registrations one phone number or email may send per hour. */
    RATE_LIMIT_PER_CONTACT: optional(z.coerce.number().int().positive()).default(5),
    /** Wrong guesses one address may make at the ballot's "find my number" per 15 minutes. */
    BALLOT_LOOKUP_PER_ADDRESS: optional(z.coerce.number().int().positive()).default(10),
    /** Months after a person's latest registration before the retention job anonymizes them. */
    RETENTION_MONTHS: optional(z.coerce.number().int().min(1)).default(24),
    /**
     * How long a stopping instance keeps serving while /api/health answers 503, so the proxy's
     * health check takes it out of rotation before it stops accepting (deploy/: 3000).
     */
    SHUTDOWN_DELAY_MS: optional(z.coerce.number().int().min(0).max(60_000)).default(0),
    /** The sales team's public email (site, brochure, mails); default content/developer/facts.ts. */
    CONTACT_EMAIL: optional(z.email()),
    /** The data protection officer (PDPA s.12A), as the privacy notice names them. */
    DPO_NAME: optional(z.string().trim().min(2).max(120)),
    DPO_EMAIL: optional(z.email()),
    /** E.164, e.g. +60387871800. */
    DPO_PHONE: optional(
      z.string().regex(/^\+\d{8,15}$/, "must be an E.164 number, e.g. +60387871800"),
    ),
    /** The day the appointment was notified to the Commissioner, YYYY-MM-DD. */
    DPO_NOTIFIED_ON: optional(z.iso.date()),
    // Tracking and conversions (issue 26): all optional, each part works once its ids are set.
    /** GA4 web stream's measurement id, loaded in the browser after analytics consent. */
    GA4_MEASUREMENT_ID: optional(
      z.string().regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXX"),
    ),
    /** Google Ads tag id and the registration conversion's label (browser, advertising consent). */
    GOOGLE_ADS_ID: optional(z.string().regex(/^AW-\d{4,15}$/, "must look like AW-123456789")),
    GOOGLE_ADS_CONVERSION_LABEL: optional(z.string().regex(/^[\w-]{1,64}$/, "must be a label")),
    /** Meta pixel (dataset) id: the browser pixel and the Conversions API's endpoint. */
    META_PIXEL_ID: optional(z.string().regex(/^\d{5,20}$/, "must be the pixel's digits")),
    /** Conversions API access token; with META_PIXEL_ID it turns on server-side Meta events. */
    META_CAPI_TOKEN: optional(z.string().min(10, "must be at least 10 characters")),
    /**
     * Graph API base: conversions go to {META_CAPI_URL}/{META_PIXEL_ID}/events, leads are read here.
     * Its version lives about two years (v21.0 stops on 2027-01-21; v26.0, of 2026-07-29, is current).
     */
    META_CAPI_URL: optional(urlWithScheme(["http", "https"])).default(
      "https://graph.facebook.com/v26.0",
    ),
    /** Lead Ads webhook: the app secret that signs it, the token of its GET verification. */
    META_APP_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    META_LEAD_ADS_VERIFY_TOKEN: optional(z.string().min(8, "must be at least 8 characters")),
    /** Page access token that reads a Lead Ads lead from the Graph API. */
    META_LEAD_ADS_TOKEN: optional(z.string().min(10, "must be at least 10 characters")),
    /**
     * Google Ads API base with its version (a version lives about a year: v20 stopped answering on
     * 2026-06-10) and the account conversions are uploaded to: together they make
     * {GOOGLE_ADS_API_URL}/customers/{GOOGLE_ADS_CUSTOMER_ID}:uploadClickConversions.
     */
    GOOGLE_ADS_API_URL: optional(urlWithScheme(["http", "https"])).default(
      "https://googleads.googleapis.com/v26",
    ),
    GOOGLE_ADS_CUSTOMER_ID: optional(z.string().regex(/^\d{10}$/, "must be 10 digits")),
    /**
     * How conversions reach Google: `google_ads` (the Ads API's uploadClickConversions above) or
     * `data_manager` (the Data Manager API's events:ingest, which Google points accounts new to
     * enhanced conversions for leads at since June 2026), under GOOGLE_DATA_MANAGER_URL.
     */
    GOOGLE_UPLOAD_API: optional(z.enum(["google_ads", "data_manager"])).default("google_ads"),
    GOOGLE_DATA_MANAGER_URL: optional(urlWithScheme(["http", "https"])).default(
      "https://datamanager.googleapis.com/v1/events:ingest",
    ),
    /** The whole upload URL instead (older setting; wins over the two above when set). */
    GOOGLE_CONVERSIONS_URL: optional(urlWithScheme(["http", "https"])),
    /** A static OAuth access token (tests, short trials: Google's expire after about an hour). */
    GOOGLE_CONVERSIONS_TOKEN: optional(z.string().min(10, "must be at least 10 characters")),
    /** The OAuth client and its refresh token: the site exchanges it for access tokens itself. */
    GOOGLE_OAUTH_CLIENT_ID: optional(z.string().min(10, "must be at least 10 characters")),
    GOOGLE_OAUTH_CLIENT_SECRET: optional(z.string().min(10, "must be at least 10 characters")),
    GOOGLE_OAUTH_REFRESH_TOKEN: optional(z.string().min(10, "must be at least 10 characters")),
    GOOGLE_OAUTH_TOKEN_URL: optional(urlWithScheme(["http", "https"])).default(
      "https://oauth2.googleapis.com/token",
    ),
    GOOGLE_ADS_DEVELOPER_TOKEN: optional(z.string().min(10, "must be at least 10 characters")),
    GOOGLE_ADS_LOGIN_CUSTOMER_ID: optional(z.string().regex(/^\d{10}$/, "must be 10 digits")),
    /** Which Google conversion action each stage counts as: `lead=customers/1/conversionActions/2,...`. */
    GOOGLE_CONVERSION_ACTIONS: optional(z.string()).transform((value, ctx) => {
      const actions = parseConversionActions(value);
      if (typeof actions === "string") ctx.addIssue({ code: "custom", message: actions });
      return typeof actions === "string" ? {} : actions;
    }),
    LOG_LEVEL: optional(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    ).default("info"),
  })
  .superRefine((env, ctx) => {
    const required = env.AUTH_SECRET ? null : authSecretRequiredBecause(env);
    if (required) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: `is required in production when ${required}: set the same value for every instance and the worker (${GENERATE_HINT})`,
      });
    }
    for (const name of SECRET_VARIABLES) {
      const value = env[name];
      const problem = value === undefined ? null : placeholderProblem(value);
      if (problem) ctx.addIssue({ code: "custom", path: [name], message: problem });
    }
    const smtp = env.SMTP_URL && smtpPasswordProblem(env.SMTP_URL);
    if (smtp) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: smtp });
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "is required when LEAD_WEBHOOK_URL is set",
      });
    }
    for (const issue of googleCredentialIssues(env)) ctx.addIssue({ code: "custom", ...issue });
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

let cached: Env | undefined;

/** The process environment, parsed on first use and kept: the one read of configuration. */
export function readEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Parses an environment; a bad value throws an EnvError whose message names each variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
