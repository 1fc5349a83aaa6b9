import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env-schema";

/** Parses `source`, expecting an EnvError; returns it. */
function envError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

/** The distinct variables an EnvError's message names ("  NAME: reason" lines), sorted. */
function namedVariables(error: EnvError): string[] {
  const names = [...error.message.matchAll(/^ {2}([A-Z_]+):/gm)].map((match) => match[1] ?? "");
  return [...new Set(names)].sort();
}

const secret32 = "Kx7v-a-secret-of-32-characters-q";
const webhookSecret = "webhook-key-0123";

describe("parseEnv", () => {
  it("falls back to the SQLite file, the local site URL and maintenance mode off", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/skyhaven.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.MAINTENANCE_MODE).toBe("0");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("accepts well-formed values for every checked variable", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://app@db.example:5432/skyhaven",
      SITE_URL: "https://skyhaven.example",
      SMTP_URL: "smtps://user:pass@mail.example:465",
      REDIS_URL: "rediss://cache.example:6380",
      SALES_NOTIFY_EMAIL: "sales@skyhaven.example",
      AUTH_SECRET: secret32,
      LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead",
      LEAD_WEBHOOK_SECRET: webhookSecret,
      MAINTENANCE_MODE: "1",
    });
    expect(env).toMatchObject({
      DATABASE_URL: "postgresql://app@db.example:5432/skyhaven",
      SMTP_URL: "smtps://user:pass@mail.example:465",
      REDIS_URL: "rediss://cache.example:6380",
      MAINTENANCE_MODE: "1",
    });
  });

  it.each([
    ["DATABASE_URL", "mysql://app@db.example/skyhaven"],
    ["DATABASE_URL", "./data/skyhaven.db"],
    ["SITE_URL", "ftp://skyhaven.example"],
    ["SITE_URL", "skyhaven.example"],
    ["SMTP_URL", "http://mail.example"],
    ["SMTP_URL", "not a url"],
    ["REDIS_URL", "http://cache.example:6379"],
    ["REDIS_URL", "cache.example:6379"],
    ["SALES_NOTIFY_EMAIL", "sales-at-skyhaven.example"],
    ["MAIL_REPLY_TO", "SkyHaven sales"],
  ])("rejects %s=%j with an EnvError naming that variable", (name, value) => {
    // With its AUTH_SECRET: a REDIS_URL (several instances) needs one in production.
    const error = envError({ AUTH_SECRET: secret32, [name]: value });
    expect(error).toBeInstanceOf(EnvError);
    expect(namedVariables(error)).toEqual([name]);
  });

  it("names every bad variable when several are wrong", () => {
    const error = envError({ SITE_URL: "nope", REDIS_URL: "nope", AUTH_SECRET: secret32 });
    expect(namedVariables(error)).toEqual(["REDIS_URL", "SITE_URL"]);
  });

  it("treats empty strings as unset, so defaults apply and optional values stay undefined", () => {
    const env = parseEnv({
      DATABASE_URL: "",
      SITE_URL: "",
      MAINTENANCE_MODE: "",
      SMTP_URL: "",
      REDIS_URL: "",
      SALES_NOTIFY_EMAIL: "",
      AUTH_SECRET: "",
      LEAD_WEBHOOK_URL: "",
      LEAD_WEBHOOK_SECRET: "",
    });
    expect(env.DATABASE_URL).toBe("file:./data/skyhaven.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.MAINTENANCE_MODE).toBe("0");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SALES_NOTIFY_EMAIL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
  });

  it("requires LEAD_WEBHOOK_SECRET when LEAD_WEBHOOK_URL is set", () => {
    const error = envError({ LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead" });
    expect(namedVariables(error)).toEqual(["LEAD_WEBHOOK_SECRET"]);

    const emptySecret = envError({
      LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead",
      LEAD_WEBHOOK_SECRET: "",
    });
    expect(namedVariables(emptySecret)).toEqual(["LEAD_WEBHOOK_SECRET"]);

    const env = parseEnv({
      LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead",
      LEAD_WEBHOOK_SECRET: webhookSecret,
    });
    expect(env.LEAD_WEBHOOK_SECRET).toBe(webhookSecret);
  });

  it("rejects an AUTH_SECRET shorter than 32 characters and accepts one of 32", () => {
    const error = envError({ AUTH_SECRET: "s".repeat(31) });
    expect(namedVariables(error)).toEqual(["AUTH_SECRET"]);
    expect(error.message).toContain("at least 32 characters");

    expect(parseEnv({ AUTH_SECRET: secret32 }).AUTH_SECRET).toBe(secret32);
  });

  it("leaves METRICS_TOKEN unset by default and when empty (the endpoint then answers 404)", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
  });

  it("rejects a METRICS_TOKEN shorter than 16 characters or with spaces, and accepts one of 16", () => {
    const short = envError({ METRICS_TOKEN: "m".repeat(15) });
    expect(namedVariables(short)).toEqual(["METRICS_TOKEN"]);
    expect(short.message).toContain("at least 16 characters");

    const spaced = envError({ METRICS_TOKEN: "metrics token with spaces" });
    expect(namedVariables(spaced)).toEqual(["METRICS_TOKEN"]);
    expect(spaced.message).toContain("must not contain spaces");

    expect(parseEnv({ METRICS_TOKEN: "metrics-01234567" }).METRICS_TOKEN).toBe("metrics-01234567");
  });

  it("names only the wrong variable when the others are valid", () => {
    const error = envError({ SITE_URL: "https://skyhaven.example", SALES_NOTIFY_EMAIL: "nobody" });
    expect(namedVariables(error)).toEqual(["SALES_NOTIFY_EMAIL"]);
  });
});

describe("secrets an operator must choose", () => {
  const postgres = "postgres://skyhaven:pw@127.0.0.1:5432/skyhaven";

  it.each([
    ["on PostgreSQL", { DATABASE_URL: postgres }],
    ["with Redis shared between instances", { REDIS_URL: "redis://127.0.0.1:6379" }],
    ["with a separate outbox worker", { OUTBOX_WORKER: "0" }],
  ])(
    "refuses to start in production %s without AUTH_SECRET, in one line naming it",
    (_, source) => {
      const error = envError({ NODE_ENV: "production", ...source });
      expect(namedVariables(error)).toEqual(["AUTH_SECRET"]);
      const line = error.message.split("\n").find((l) => l.includes("AUTH_SECRET"));
      expect(line).toMatch(/AUTH_SECRET: is required in production when .+openssl rand/);
    },
  );

  it("lets one SQLite machine, and development on PostgreSQL, generate the secret", () => {
    expect(parseEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: "development", DATABASE_URL: postgres }).AUTH_SECRET,
    ).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: postgres, AUTH_SECRET: secret32 })
        .AUTH_SECRET,
    ).toBe(secret32);
  });

  it.each([
    // deploy/skyhaven.env.example as it shipped, and what guides commonly write.
    ["AUTH_SECRET", "change-me-to-48-random-bytes-in-base64-xxxxxxxxxxxxxxxx"],
    ["AUTH_SECRET", "CHANGEME-CHANGEME-CHANGEME-CHANGEME"],
    ["AUTH_SECRET", "replace-me-with-a-long-random-secret-please"],
    ["AUTH_SECRET", "your-secret-here-at-least-32-characters-long"],
    ["AUTH_SECRET", "s".repeat(48)],
    ["AUTH_SECRET", "abcabcabcabcabcabcabcabcabcabcabcabc"],
    ["METRICS_TOKEN", "change-me-to-a-long-random-token"],
    ["LEAD_WEBHOOK_SECRET", "at-least-16-characters"],
    ["META_APP_SECRET", "<your-app-secret-goes-here>"],
    ["GOOGLE_CONVERSIONS_TOKEN", "xxxxxxxxxxxxxxxxxxxx"],
  ])("refuses the placeholder %s=%j in any environment", (name, value) => {
    for (const NODE_ENV of ["production", "development"]) {
      const source: Record<string, string> = { NODE_ENV, [name]: value };
      if (name === "LEAD_WEBHOOK_SECRET") source.LEAD_WEBHOOK_URL = "https://crm.example/hooks";
      if (name === "GOOGLE_CONVERSIONS_TOKEN")
        source.GOOGLE_CONVERSIONS_URL = "https://ads.example";
      const error = envError(source);
      expect(namedVariables(error)).toEqual([name]);
      expect(error.message).toMatch(/placeholder|too simple/);
    }
  });

  it("refuses the example's SMTP password and accepts a real one", () => {
    const error = envError({ SMTP_URL: "smtps://user:password@smtp.example.com:465" });
    expect(namedVariables(error)).toEqual(["SMTP_URL"]);
    expect(parseEnv({ SMTP_URL: "smtps://sales:T7%40k2-qz@mail.example:465" }).SMTP_URL).toBe(
      "smtps://sales:T7%40k2-qz@mail.example:465",
    );
  });

  it("accepts generated secrets", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: postgres,
      AUTH_SECRET: "q0b5yq4m3bK0x0cY1o2m5W9n6mLtFh8vZs0K3u2eYbQfYw7cJm0sP1nA9dR4tE6g",
      METRICS_TOKEN: "3f9c2a71d0b84e56a1c9e07f5b2d8c43",
      LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead",
      LEAD_WEBHOOK_SECRET: "9d1e7c2b5a8f4e03",
    });
    expect(env.METRICS_TOKEN).toBe("3f9c2a71d0b84e56a1c9e07f5b2d8c43");
  });

  it("sends Google conversions through the Data Manager API only with the account that owns the actions", () => {
    const token = { GOOGLE_CONVERSIONS_TOKEN: "ya29.k2v9Qw7LmZr4" };
    const accountless = envError({ ...token, GOOGLE_UPLOAD_API: "data_manager" });
    expect(namedVariables(accountless)).toEqual(["GOOGLE_ADS_CUSTOMER_ID"]);
    expect(accountless.message).toMatch(/GOOGLE_UPLOAD_API=data_manager/);
    expect(
      parseEnv({
        ...token,
        GOOGLE_UPLOAD_API: "data_manager",
        GOOGLE_ADS_CUSTOMER_ID: "1234567890",
      }),
    ).toMatchObject({
      GOOGLE_UPLOAD_API: "data_manager",
      GOOGLE_DATA_MANAGER_URL: "https://datamanager.googleapis.com/v1/events:ingest",
    });
    expect(namedVariables(envError({ GOOGLE_UPLOAD_API: "csv" }))).toEqual(["GOOGLE_UPLOAD_API"]);
  });

  it("takes Google's OAuth client id, secret and refresh token all three or none, and an upload target needs a token", () => {
    const oauth = {
      GOOGLE_OAUTH_CLIENT_ID: "1234-abc.apps.googleusercontent.com",
      GOOGLE_OAUTH_CLIENT_SECRET: "GOCSPX-k2v9Qw7LmZr4",
      GOOGLE_OAUTH_REFRESH_TOKEN: "1//0gT7xK2pQ9wLm4",
    };
    expect(parseEnv({ ...oauth, GOOGLE_ADS_CUSTOMER_ID: "1234567890" })).toMatchObject({
      GOOGLE_OAUTH_TOKEN_URL: "https://oauth2.googleapis.com/token",
      GOOGLE_ADS_API_URL: "https://googleads.googleapis.com/v26",
    });
    const half = envError({ GOOGLE_OAUTH_CLIENT_ID: oauth.GOOGLE_OAUTH_CLIENT_ID });
    expect(namedVariables(half)).toEqual([
      "GOOGLE_OAUTH_CLIENT_SECRET",
      "GOOGLE_OAUTH_REFRESH_TOKEN",
    ]);
    expect(half.message).toMatch(
      /the OAuth client id, its secret and the refresh token go together/,
    );
    const tokenless = envError({ GOOGLE_ADS_CUSTOMER_ID: "1234567890" });
    expect(namedVariables(tokenless)).toEqual(["GOOGLE_OAUTH_REFRESH_TOKEN"]);
    expect(tokenless.message).toMatch(/or a static GOOGLE_CONVERSIONS_TOKEN/);
    expect(
      parseEnv({
        GOOGLE_ADS_CUSTOMER_ID: "1234567890",
        GOOGLE_CONVERSIONS_TOKEN: "ya29.k2v9Qw7LmZr4",
      }).GOOGLE_CONVERSIONS_TOKEN,
    ).toBe("ya29.k2v9Qw7LmZr4");
  });
});
