import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env-schema";

/** deploy/skyhaven.env.example's assignments, as systemd's EnvironmentFile reads them. */
function exampleEnv(): Record<string, string> {
  const text = readFileSync("deploy/skyhaven.env.example", "utf8");
  const pairs = text
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
  return { ...Object.fromEntries(pairs), NODE_ENV: "production" };
}

describe("deploy/skyhaven.env.example", () => {
  it("copied unchanged, stops start-up naming the secrets still to fill in", () => {
    let message = "";
    try {
      parseEnv(exampleEnv());
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      message = error.message;
    }
    expect(message).toMatch(/^ {2}AUTH_SECRET: is required in production/m);
    expect(message).toMatch(/^ {2}SMTP_URL: has a placeholder password/m);
  });

  it("starts once the secrets are generated values", () => {
    const env = parseEnv({
      ...exampleEnv(),
      AUTH_SECRET: "mN3y0Gm0Q0m9yQJk8v0e2t7ZbS1fX4pL6rW9cA5dH2uE8iO3kT7gV1nB4jY6qR0s",
      SMTP_URL: "smtps://sales%40skyhaven.example:Wq8%2Fz3-Lr@smtp.example.com:465",
      METRICS_TOKEN: "7c1e9f04b2d85a36e0f14c7b9a2d6e83",
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:/);
  });
});
