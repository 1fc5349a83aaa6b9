import { expect, test } from "@playwright/test";
import { prepareDatabase } from "@/scripts/lib/prepare-database";
import { startAppServer, type AppServer } from "../support/app-server";
import { databaseTargets, type TestDatabase } from "../support/database-targets";
import { E2E_METRICS_TOKEN, scrape, sampleValue, type Sample } from "../support/metrics";
import { buyer, postRegistration, registrationBody } from "../support/registration-load";

// The production build: registrations are counted inside Next.js's server bundle, request times
// are observed by scripts/serve.ts outside it, and both must reach the same /api/metrics.

const registrations = (samples: Sample[], source: string, outcome: string) =>
  sampleValue(samples, "skyhaven_registrations_total", { source, outcome });
const requests = (samples: Sample[], method: string, route: string, status: string) =>
  sampleValue(samples, "skyhaven_http_request_duration_seconds_count", { method, route, status });

test("/api/metrics refuses a scrape without the token and shows nothing", async ({ baseURL }) => {
  const origin = baseURL ?? "";
  for (const authorization of [undefined, "Bearer not-the-token-0123456789"]) {
    const response = await fetch(`${origin}/api/metrics`, {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain("skyhaven_");
  }
});

test("/api/metrics counts a registration and times a page under its route pattern", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const before = await scrape(origin, E2E_METRICS_TOKEN);
  expect(before.status).toBe(200);
  expect(before.headers.get("cache-control")).toBe("no-store");

  const posted = await postRegistration(
    origin,
    registrationBody(buyer(8_000_000 + Math.floor(Math.random() * 900_000))),
  );
  expect(posted.status).toBe(201);
  const page = await fetch(`${origin}/layout/A1?utm_source=metrics-e2e`);
  expect(page.status).toBe(200);
  // A request is timed when its response has ended: read it all before scraping.
  await page.arrayBuffer();
  const after = await scrape(origin, E2E_METRICS_TOKEN);

  // Other specs run beside this one against the same server: at least ours is counted.
  const grew = (read: (samples: Sample[]) => number) => read(after.samples) - read(before.samples);
  expect(grew((s) => registrations(s, "api", "first"))).toBeGreaterThanOrEqual(1);
  expect(grew((s) => requests(s, "GET", "/[locale]/layout/[type]", "200"))).toBeGreaterThanOrEqual(
    1,
  );
  expect(grew((s) => requests(s, "POST", "/api/registrations", "201"))).toBeGreaterThanOrEqual(1);
  // Route labels are patterns only: no path of a unit type, no query.
  const routes = new Set(after.samples.map((sample) => sample.labels.route).filter(Boolean));
  expect([...routes].filter((route) => /\?|metrics-e2e|\/A1\b/.test(route ?? ""))).toEqual([]);
});

for (const target of databaseTargets) {
  test.describe(`metrics and access log of a server on ${target.name}`, () => {
    test.describe.configure({ timeout: 90_000 });
    let database: TestDatabase | undefined;
    let server: AppServer | undefined;

    test.beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database.url);
      server = await startAppServer({
        databaseUrl: database.url,
        // The outbox worker stays off (startAppServer's default): messages stay pending.
        // "localhost", as npm start binds it: on a literal loopback address Next.js loops every
        // localized page (scripts/start.ts).
        env: { HOST: "localhost", LOG_LEVEL: "info", METRICS_TOKEN: E2E_METRICS_TOKEN },
      });
    });

    test.afterAll(async () => {
      await server?.stop();
      await database?.close();
    });

    test("counts registrations, reads the outbox and logs each request without its query", async () => {
      if (!server) throw new Error("the server did not start");
      const who = buyer(8_500_000);
      const first = await postRegistration(server.origin, registrationBody(who));
      const repeat = await postRegistration(server.origin, registrationBody(who));
      expect([first.status, repeat.status]).toEqual([201, 201]);
      const query = "?email=ah.kow%40example.com&utm_campaign=launch-day";
      const page = await fetch(`${server.origin}/register${query}`, {
        headers: { "x-request-id": "e2e-access-log-0001" },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-request-id")).toBe("e2e-access-log-0001");
      await page.arrayBuffer();

      const { samples } = await scrape(server.origin, E2E_METRICS_TOKEN);
      expect(registrations(samples, "api", "first")).toBe(1);
      expect(registrations(samples, "api", "repeat")).toBe(1);
      expect(requests(samples, "GET", "/[locale]/register", "200")).toBe(1);
      expect(requests(samples, "POST", "/api/registrations", "201")).toBe(2);
      // Each registration queued the buyer's acknowledgement, and nothing sends it here.
      expect(sampleValue(samples, "skyhaven_outbox_pending_messages", { topic: "buyer_ack" })).toBe(
        2,
      );
      expect(
        sampleValue(samples, "skyhaven_outbox_oldest_pending_age_seconds", { topic: "buyer_ack" }),
      ).toBeGreaterThan(0);
      expect(sampleValue(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);

      // The access line is written once the response has ended: give it a moment.
      await expect
        .poll(() => accessLines(server?.output() ?? "").map((line) => line.requestId))
        .toContain("e2e-access-log-0001");
      const lines = accessLines(server.output());
      expect(lines.find((line) => line.requestId === "e2e-access-log-0001")).toEqual({
        level: 30,
        time: expect.any(Number),
        service: "skyhaven",
        msg: "request",
        method: "GET",
        route: "/[locale]/register",
        status: 200,
        ms: expect.any(Number),
        requestId: "e2e-access-log-0001",
      });
      expect(lines.filter((line) => line.route === "/api/registrations")).toHaveLength(2);
      const output = server.output();
      for (const leak of ["ah.kow", "utm_campaign", who.email]) expect(output).not.toContain(leak);
      // Nor the client's address (personal data) in any access line.
      expect(JSON.stringify(lines)).not.toContain("127.0.0.1");
    });
  });
}

/** The access log lines (pino JSON, message "request") a server printed. */
function accessLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
