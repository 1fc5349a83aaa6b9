import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "./fixtures";

// A second server on the same production build, switched into maintenance mode.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
const origin = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "localhost"],
    {
      env: {
        ...process.env,
        MAINTENANCE_MODE: "1",
        DATABASE_URL: "file:./data/e2e.db",
        NODE_ENV: "production",
      },
      stdio: "ignore",
    },
  );
  await expect
    .poll(
      async () =>
        fetch(`${origin}/api/health`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server.kill();
});

for (const { path, lang } of [
  { path: "/", lang: "en" },
  { path: "/zh/gallery", lang: "zh-Hans" },
  { path: "/ms", lang: "ms" },
]) {
  test(`in maintenance mode ${path} answers 503 with the maintenance page in its language`, async ({
    page,
  }) => {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBeTruthy();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  });
}

test("in maintenance mode the health check stays reachable", async ({ request }) => {
  const response = await request.get(`${origin}/api/health`);
  expect(response.status()).toBe(200);
});
