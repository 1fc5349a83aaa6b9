import type { ChildProcess } from "node:child_process";
import { fillRegistration, submitRegistration } from "./registration-fill";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { FAULT_SUITE_AUTH_SECRET } from "../support/app-server";
import { freePort } from "../support/ports";
import { buyer, registrationBody } from "../support/registration-load";
import {
  nodeModulesAbove,
  packRelease,
  readManifest,
  runReleaseCommand,
  startReleaseServer,
  unpackRelease,
} from "../support/release-artifact";

// The release artifact as a host gets it (deploy/release.sh): `npm run release` packs the build
// the other tests run against (it never builds here), the tarball is checked against its .sha256
// and unpacked into an empty directory outside the checkout, with no node_modules above it, then
// `node migrate.mjs` and `node serve.mjs` run from there with plain node and a unit's environment.
const SITE_URL = "http://localhost:3000";
/** Development-only packages: none of them may be in a release. */
const DEV_ONLY = [
  "typescript",
  "vitest",
  "@playwright/test",
  "eslint",
  "prettier/bin",
  "tsx/dist/cli.mjs",
];

test.describe("the release tarball, unpacked into an empty directory and run with node alone", () => {
  test.describe.configure({ mode: "serial" });

  let dir = "";
  let db = "";
  let origin = "";
  let server: ChildProcess | undefined;
  let output = "";
  let shippedCache = true;

  test.beforeAll(async () => {
    // Packing (tracing node_modules, about 100 MB of gzip) takes 40-90 s on two busy cores.
    test.setTimeout(240_000);
    const { tarball, packMs } = await packRelease(SITE_URL);
    dir = mkdtempSync(join(tmpdir(), "skyhaven-release-"));
    const started = Date.now();
    unpackRelease(tarball, dir);
    const unpacked = Date.now();
    // The server writes a cache there as it runs (pictures, revalidated pages): none is shipped.
    shippedCache = existsSync(join(dir, ".next", "cache"));
    const env = {
      DATABASE_URL: "file:./data/site.db",
      SITE_URL,
      AUTH_SECRET: FAULT_SUITE_AUTH_SECRET,
      LOG_LEVEL: "warn",
    };
    runReleaseCommand(dir, "migrate.mjs", env);
    const migrated = Date.now();
    db = join(dir, "data", "site.db");
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startReleaseServer(dir, { ...env, PORT: String(port), HOST: "127.0.0.1" });
    server.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk).slice(-20_000)));
    server.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk).slice(-20_000)));
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000, message: `node serve.mjs did not become healthy:\n${output}` },
      )
      .toBe(200);
    const mb = (statSync(tarball).size / 1e6).toFixed(1);
    console.log(
      `[release] ${basename(tarball)}: ${mb} MB, packed in ${packMs} ms; unpacked in ${unpacked - started} ms, migrated in ${migrated - unpacked} ms, healthy ${Date.now() - migrated} ms later`,
    );
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("a page of the unpacked release and its navigations carry the release's deployment id, and its scripts load", async ({
    page,
  }) => {
    const { deploymentId } = readManifest(dir);
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(`${origin}/landing`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? ""));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => !src.endsWith(`?dpl=${deploymentId}`))).toEqual([]);
    // What the browser compares with its own on each client-side navigation: another id, a reload.
    const navigation = await page.request.get(`${origin}/register`, { headers: { RSC: "1" } });
    expect(navigation.headers()["x-nextjs-deployment-id"]).toBe(deploymentId);
    expect(failed).toEqual([]);
  });

  test("a form open on a page of the previous release, whose action this release lacks, is reloaded from this release instead of failing, and then registers", async ({
    page,
  }) => {
    const who = buyer(7_500_000 + Math.floor(Math.random() * 100_000));
    const fill = async () => {
      await page.locator("#salutationId").selectOption({ label: "Mr" });
      await page.locator("#name").fill("Tan Ah Kow");
      await page.locator("#contact").fill(who.contact);
      await page.locator("#email").fill(who.email);
      await page.locator("#channel").selectOption({ label: "Website" });
      await page.locator("#consentPersonalData").check();
      await page.locator("#consentTerms").check();
      await page.clock.fastForward(8000);
    };
    await page.clock.install();
    await page.goto(`${origin}/register`);
    await fill();
    // The post as a page of the previous release sends it: its deployment id, its action id.
    let skewed = 0;
    await page.route(
      `${origin}/register`,
      async (route) => {
        const request = route.request();
        if (request.method() !== "POST" || !request.headers()["next-action"])
          return route.continue();
        skewed++;
        await route.continue({
          headers: {
            ...request.headers(),
            "next-action": `7f${"0".repeat(40)}`,
            "x-deployment-id": "0_0_1-previous",
          },
        });
      },
      { times: 1 },
    );
    await page.evaluate(() => Object.assign(window, { oldPage: true }));
    await page.locator("form button[type=submit]").click();
    // A full load of the same page from this release: a new document, an empty form, no error.
    await expect
      .poll(() => page.evaluate(() => "oldPage" in window).catch(() => "navigating"))
      .toBe(false);
    expect(skewed).toBe(1);
    await expect(page).toHaveURL(`${origin}/register`);
    await expect(page.locator("#email")).toHaveValue("");
    await fill();
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/register\/thank-you$/);
  });

  test("a buyer registers with the form (a server action) and over the JSON API, each stored once in the release's database", async ({
    page,
    request,
  }) => {
    const formBuyer = buyer(7_100_000 + Math.floor(Math.random() * 100_000));
    await page.clock.install();
    await page.goto(`${origin}/register`);
    await fillRegistration(page, formBuyer);
    await submitRegistration(page);

    const apiBuyer = buyer(7_300_000 + Math.floor(Math.random() * 100_000));
    const created = await request.post(`${origin}/api/registrations`, {
      data: registrationBody(apiBuyer),
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const sqlite = new Database(db, { readonly: true, fileMustExist: true });
    try {
      const rows = sqlite
        .prepare("select id, email, source from registrations where email in (?, ?) order by email")
        .all(formBuyer.email, apiBuyer.email) as { id: string; email: string; source: string }[];
      expect(
        rows
          .map(({ email, source }) => ({ email, source }))
          .sort((a, b) => a.email.localeCompare(b.email)),
      ).toEqual(
        [
          { email: formBuyer.email, source: "web" },
          { email: apiBuyer.email, source: "api" },
        ].sort((a, b) => a.email.localeCompare(b.email)),
      );
      expect(rows.find((row) => row.email === apiBuyer.email)?.id).toBe(id);
    } finally {
      sqlite.close();
    }
  });

  test("it needs nothing above it and holds no development package, and its manifest names the Node.js its native modules are built for", () => {
    expect(nodeModulesAbove(dir)).toBeUndefined();
    expect(DEV_ONLY.filter((path) => existsSync(join(dir, "node_modules", path)))).toEqual([]);
    expect(shippedCache).toBe(false);
    expect(readdirSync(join(dir, "dist")).filter((name) => name.endsWith(".map"))).toEqual([]);
    const manifest = readManifest(dir);
    expect(manifest.siteUrl).toBe(SITE_URL);
    expect(manifest.runtime).toMatchObject({
      abi: process.versions.modules,
      platform: process.platform,
      arch: process.arch,
    });
    expect(manifest.nativeModules).toContain(
      "node_modules/better-sqlite3/build/Release/better_sqlite3.node",
    );
  });
});
