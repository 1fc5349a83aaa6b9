import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import Database from "better-sqlite3";
import { chromiumLaunchOptions } from "../tests/support/chromium";

// A rolling upgrade as a visitor lives it, between two unpacked releases (`tar -xzf … --strip-components=1`):
//   npx tsx scripts/release-upgrade-check.ts /tmp/old-release /tmp/new-release
// A /register page is loaded from the old release; the instance is replaced by the new one on the
// same port; the form is sent. With both built with the same NEXT_SERVER_ACTIONS_ENCRYPTION_KEY the
// old page's action is the new release's and the registration is stored; without, the page is
// reloaded from the new release (server/http/version-skew.ts). Exits 1 when neither happens.
const [older, newer] = process.argv.slice(2).map((dir) => resolve(dir));
if (!older || !newer) throw new Error("usage: release-upgrade-check.ts OLD_DIR NEW_DIR");
const port = "3219";
const data = mkdtempSync(join(tmpdir(), "skyhaven-upgrade-"));
const env = {
  PATH: "/usr/bin:/bin",
  NODE_ENV: "production" as const,
  DATABASE_URL: `file:${data}/site.db`,
  SITE_URL: "http://localhost:3000",
  AUTH_SECRET: "upgrade-check-auth-secret-0123456789abcdef",
  LOG_LEVEL: "warn",
  PORT: port,
  HOST: "127.0.0.1",
};
const actionIds = (dir: string) =>
  Object.keys(
    (
      JSON.parse(
        readFileSync(join(dir, ".next/server/server-reference-manifest.json"), "utf8"),
      ) as { node: Record<string, unknown> }
    ).node,
  );
const shared = actionIds(older).filter((id) => actionIds(newer).includes(id)).length;
console.log(
  `server actions: ${actionIds(older).length} old, ${actionIds(newer).length} new, ${shared} shared`,
);

async function serve(dir: string): Promise<ChildProcess> {
  execFileSync(process.execPath, ["migrate.mjs"], { cwd: dir, env, stdio: "ignore" });
  const child = spawn(process.execPath, ["serve.mjs"], { cwd: dir, env, stdio: "ignore" });
  for (let tries = 0; tries < 200; tries++) {
    await new Promise((done) => setTimeout(done, 300));
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return child;
  }
  throw new Error(`${dir} did not start`);
}
const stop = (child: ChildProcess) =>
  new Promise((done) => (child.once("exit", done), child.kill("SIGTERM")));

let server = await serve(older);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  await page.clock.install();
  await page.goto(`http://127.0.0.1:${port}/register`);
  const email = `upgrade-${Date.now()}@example.com`;
  await page.locator("#salutationId").selectOption({ label: "Ms" });
  await page.locator("#name").fill("Siti Aminah");
  await page
    .locator("#contact")
    .fill(`012-${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`);
  await page.locator("#email").fill(email);
  await page.locator("#channel").selectOption({ label: "Newspaper" });
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
  await page.clock.fastForward(8000);
  await page.evaluate(() => Object.assign(window, { oldPage: true }));
  await stop(server);
  server = await serve(newer);
  await page.locator("form button[type=submit]").click();
  // Either the thank-you page (posted) or, by then, a reloaded /register (refreshed).
  await page.waitForURL(/\/register\/thank-you$/, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState();
  const db = new Database(join(data, "site.db"), { readonly: true });
  const stored = db
    .prepare("select count(*) as n from registrations where email = ?")
    .get(email) as {
    n: number;
  };
  db.close();
  const reloaded = !(await page.evaluate(() => "oldPage" in window));
  const form = await page.locator("#email").count();
  console.log(
    `old page's post to the new release: ${page.url()}, stored ${stored.n}, reloaded ${reloaded}`,
  );
  const posted = stored.n === 1 && page.url().endsWith("/register/thank-you");
  const refreshed = stored.n === 0 && reloaded && form === 1;
  process.exitCode = posted || refreshed ? 0 : 1;
} finally {
  await browser.close();
  await stop(server);
  rmSync(data, { recursive: true, force: true });
}
