import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { E2E_METRICS_TOKEN } from "./tests/support/metrics";
import { runPortBlock } from "./tests/support/ports";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Where this run's workers take the ports of the servers their tests start (tests/support/ports.ts):
// set once, in the runner, and inherited by its workers.
process.env.E2E_PORT_BLOCK ??= runPortBlock();
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A test may visit several pages and run axe on each (1.5–3 s a run on a 2-core machine with
  // two workers and the server sharing it); 30 s was too tight for the longest of them.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromiumLaunchOptions },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: [/\.mobile\.spec\.ts$/, /\.settings\.spec\.ts$/],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testMatch: /\.mobile\.spec\.ts$/,
    },
    {
      // Tests that change a desk-wide setting (the assignment rule) run alone, after the others:
      // while such a setting is on, it changes what every other test sees.
      name: "desk-settings",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: /\.settings\.spec\.ts$/,
      dependencies: ["desktop", "mobile"],
    },
  ],
  // The production build, started the way users get it: migrations, seed, `next start`.
  webServer: {
    command: "node --import tsx scripts/start.ts",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: "file:./data/e2e.db",
      SITE_URL: "http://localhost:3000",
      LOG_LEVEL: "warn",
      // Every test registers from 127.0.0.1; the per-IP limit itself is tested in server/rate-limit.test.ts.
      RATE_LIMIT_PER_IP: "100000",
      // Likewise the ballot's "find my number" (its limits: server/ballot/lookup.test.ts).
      BALLOT_LOOKUP_PER_ADDRESS: "100000",
      // /api/metrics answers only with a token (tests/e2e/metrics.spec.ts scrapes it).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // Browser tags configured with fake ids (tests/e2e/consent.spec.ts): loaded only after
      // consent, and intercepted there; no server-side conversion token, so nothing leaves.
      GA4_MEASUREMENT_ID: "G-E2ETEST01",
      GOOGLE_ADS_ID: "AW-1234567890",
      GOOGLE_ADS_CONVERSION_LABEL: "e2eLabel",
      META_PIXEL_ID: "1234567890123",
    },
  },
});
