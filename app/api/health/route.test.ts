import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// The route reads DATABASE_URL once, on import: each case imports it afresh with its own database.
async function healthWith(databaseUrl: string) {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", databaseUrl);
  Reflect.deleteProperty(globalThis, "skyhavenDb");
  const { GET } = await import("./route");
  return GET();
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(globalThis, "skyhavenDb");
  Reflect.deleteProperty(globalThis, "skyhavenDraining");
});

describe("GET /api/health", () => {
  it("answers 200 ok when the database answers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "health-"));
    try {
      const response = await healthWith(`file:${join(dir, "health.db")}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers 503 when the database does not answer", async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const response = await healthWith("postgres://postgres@127.0.0.1:1/none");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });

  it("answers 503 stopping once the instance is draining, with the database still up", async () => {
    const dir = mkdtempSync(join(tmpdir(), "health-"));
    try {
      const { startDraining } = await import("@/server/lifecycle/draining");
      startDraining();
      const response = await healthWith(`file:${join(dir, "health.db")}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "stopping" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
