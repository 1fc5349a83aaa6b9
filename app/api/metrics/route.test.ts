import { afterEach, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";

const token = "metrics-test-token-0123456789";

// The route reads METRICS_TOKEN once, on import: each case imports it afresh with its own setting,
// on the test's database (the app's connection is the one on globalThis).
async function scrape(configured: string | undefined, authorization?: string) {
  vi.resetModules();
  vi.stubEnv("METRICS_TOKEN", configured ?? "");
  const { GET } = await import("./route");
  const headers = authorization ? { authorization } : undefined;
  return GET(new Request("http://localhost/api/metrics", { headers }));
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(globalThis, "skyhavenDb");
});

forEachDatabase((current) => {
  it("answers 404 when METRICS_TOKEN is unset, even to a client that sends a token", async () => {
    Reflect.set(globalThis, "skyhavenDb", current());
    const response = await scrape(undefined, `Bearer ${token}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("skyhaven_");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 to a missing or wrong token, with nothing of the metrics", async () => {
    Reflect.set(globalThis, "skyhavenDb", current());
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", token]) {
      const response = await scrape(token, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("skyhaven_");
    }
  });

  it("answers 200 with Prometheus text, never cached, to the right token", async () => {
    const database = current();
    await prepareDatabase(database.db);
    Reflect.set(globalThis, "skyhavenDb", database);
    const response = await scrape(token, `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# HELP skyhaven_registrations_total ");
    expect(text).toContain('skyhaven_registrations_total{source="web",outcome="first"} 0');
    expect(text).toContain("# TYPE skyhaven_http_request_duration_seconds histogram");
    expect(text).toContain('skyhaven_outbox_pending_messages{topic="lead_webhook"} 0');
    expect(text).toContain('skyhaven_rate_limited_requests_total{limiter="sign-in"} 0');
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});
