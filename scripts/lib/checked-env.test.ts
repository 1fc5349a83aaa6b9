import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs what every entry point (serve, worker, migrate, admin, start) imports first. */
function startWith(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/lib/checked-env.ts"], {
    // Only what is given: none of the test run's own variables.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: run.status, stderr: run.stderr.trim() };
}

describe("start-up with a secret missing", () => {
  it("exits 1 with a line naming AUTH_SECRET, no stack trace, in production on PostgreSQL", () => {
    const run = startWith({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://skyhaven:pw@127.0.0.1:5432/skyhaven",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^ {2}AUTH_SECRET: is required in production when the database is PostgreSQL/m,
    );
    expect(run.stderr).not.toMatch(/\bat \S+ \(/);
  }, 20_000);
});
