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

const secret32 = "s".repeat(32);

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
      LEAD_WEBHOOK_SECRET: "w".repeat(16),
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
    const error = envError({ [name]: value });
    expect(error).toBeInstanceOf(EnvError);
    expect(namedVariables(error)).toEqual([name]);
  });

  it("names every bad variable when several are wrong", () => {
    const error = envError({ SITE_URL: "nope", REDIS_URL: "nope" });
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
      LEAD_WEBHOOK_SECRET: "w".repeat(16),
    });
    expect(env.LEAD_WEBHOOK_SECRET).toBe("w".repeat(16));
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

    expect(parseEnv({ METRICS_TOKEN: "m".repeat(16) }).METRICS_TOKEN).toBe("m".repeat(16));
  });

  it("names only the wrong variable when the others are valid", () => {
    const error = envError({ SITE_URL: "https://skyhaven.example", SALES_NOTIFY_EMAIL: "nobody" });
    expect(namedVariables(error)).toEqual(["SALES_NOTIFY_EMAIL"]);
  });
});
