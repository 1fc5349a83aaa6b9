import { startAppServer, type AppServer } from "../support/app-server";
import { expect, test } from "./fixtures";

// A second production server (`node dist/serve.mjs`, as `npm start` and deployments run it) on the
// same build and database, switched into maintenance mode.
let server: AppServer | undefined;
const origin = () => server?.origin ?? "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startAppServer({
    databaseUrl: "file:./data/e2e.db",
    env: { MAINTENANCE_MODE: "1" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

for (const { path, lang } of [
  { path: "/", lang: "en" },
  { path: "/zh/gallery", lang: "zh-Hans" },
  { path: "/ms", lang: "ms" },
]) {
  test(`in maintenance mode ${path} answers 503 with the maintenance page in its language`, async ({
    page,
  }) => {
    const response = await page.goto(`${origin()}${path}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBeTruthy();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  });
}

test("in maintenance mode the health check stays reachable", async ({ request }) => {
  const response = await request.get(`${origin()}/api/health`);
  expect(response.status()).toBe(200);
});
